import type pg from 'pg';
import { migrateUnderLock } from './migrate-under-lock.ts';

export const EVENTS_CHANNEL = 'sankofa_events';

const MIGRATION = `
CREATE TABLE IF NOT EXISTS events (
  global_position bigserial NOT NULL,
  transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_name text NOT NULL,
  stream_revision bigint NOT NULL,
  category text NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (transaction_id, global_position),
  UNIQUE (stream_name, stream_revision)
);
CREATE INDEX IF NOT EXISTS events_by_type ON events (type, transaction_id, global_position);
-- Every reader that filters by category also filters by type, and events_by_type serves both;
-- a category index only cost every append one more index insertion and its WAL.
DROP INDEX IF EXISTS events_by_category;
CREATE TABLE IF NOT EXISTS streams (
  stream_name text PRIMARY KEY,
  revision bigint NOT NULL
);
-- A multi-stream append in one call: each share's stream moves on only when its expected state
-- holds, else the whole call fails (SQLSTATE SK409, the stream in DETAIL, its revision in HINT)
-- and nothing is written. Streams are taken in name order, so two appends to overlapping streams
-- wait for each other instead of deadlocking. A share is {stream, category, expected, events};
-- one with no events checks that its stream is at the expected revision and appends nothing.
CREATE OR REPLACE FUNCTION sankofa_append_to_streams(shares jsonb)
RETURNS TABLE (xact text, last_revisions text, positions text)
LANGUAGE plpgsql AS $function$
#variable_conflict use_column
DECLARE
  share record;
  reserved bigint;
  actual text;
  revisions bigint[] := '{}';
BEGIN
  FOR share IN
    SELECT s.entry->>'stream' AS stream, s.entry->>'expected' AS expected, jsonb_array_length(s.entry->'events') AS count, s.ordinal
    FROM jsonb_array_elements(shares) WITH ORDINALITY AS s(entry, ordinal)
    ORDER BY s.entry->>'stream'
  LOOP
    reserved := NULL;
    IF share.count = 0 THEN
      -- A check: the stream stays at its revision until this commits (an append to it waits).
      SELECT streams.revision INTO reserved FROM streams WHERE stream_name = share.stream AND streams.revision = share.expected::bigint FOR SHARE;
    ELSIF share.expected = 'any' THEN
      INSERT INTO streams AS s (stream_name, revision) VALUES (share.stream, share.count - 1)
      ON CONFLICT (stream_name) DO UPDATE SET revision = s.revision + share.count RETURNING s.revision INTO reserved;
    ELSIF share.expected = 'no_stream' THEN
      INSERT INTO streams (stream_name, revision) VALUES (share.stream, share.count - 1)
      ON CONFLICT (stream_name) DO NOTHING RETURNING streams.revision INTO reserved;
    ELSIF share.expected = 'exists' THEN
      UPDATE streams SET revision = streams.revision + share.count WHERE stream_name = share.stream RETURNING streams.revision INTO reserved;
    ELSE
      UPDATE streams SET revision = streams.revision + share.count
      WHERE stream_name = share.stream AND streams.revision = share.expected::bigint RETURNING streams.revision INTO reserved;
    END IF;
    IF reserved IS NULL THEN
      SELECT streams.revision::text INTO actual FROM streams WHERE stream_name = share.stream;
      RAISE EXCEPTION 'wrong expected revision' USING ERRCODE = 'SK409', DETAIL = share.stream, HINT = coalesce(actual, 'no_stream');
    END IF;
    revisions[share.ordinal] := reserved;
  END LOOP;
  -- Nested function scans keep the shares' order, then each share's events': positions follow it.
  RETURN QUERY
  WITH appended AS (
    INSERT INTO events (stream_name, stream_revision, category, type, data, metadata)
    SELECT s.entry->>'stream', revisions[s.ordinal] - jsonb_array_length(s.entry->'events') + e.ordinal,
           s.entry->>'category', e.event->>'type', e.event->'data', e.event->'metadata'
    FROM jsonb_array_elements(shares) WITH ORDINALITY AS s(entry, ordinal),
         jsonb_array_elements(s.entry->'events') WITH ORDINALITY AS e(event, ordinal)
    RETURNING global_position
  )
  SELECT pg_current_xact_id()::text, array_to_string(revisions, ','), string_agg(global_position::text, ',' ORDER BY global_position)
  FROM appended;
END
$function$;
`;

/** Creates the log's tables; safe to run from several processes at once. */
export const migrateEventStore = (pool: pg.Pool): Promise<void> => migrateUnderLock(pool, 'events', MIGRATION);

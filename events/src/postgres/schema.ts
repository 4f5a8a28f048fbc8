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
-- Several commands' multi-stream appends in one call: one statement, one transaction and one commit,
-- each command all or nothing on its own. A command's shares move their streams on only when every
-- expected state holds; at the first that does not, the command's streams are put back as they
-- were and the command is answered with that stream (wrong_streams) and its revision
-- (actual_revisions), while the others are written. Streams are locked in name order first, so two
-- appends to overlapping streams wait for each other instead of deadlocking (a stream new to both
-- can still deadlock, which PostgreSQL ends by failing one). A command is an array of shares
-- {stream, category, expected, events}; one share with no events checks that its stream is at the
-- expected revision and appends nothing. The answer: every share's last revision and every event's
-- position, commands in order, then shares, then events; a refused command's shares have none.
DROP FUNCTION IF EXISTS sankofa_append_to_streams(jsonb);
CREATE OR REPLACE FUNCTION sankofa_append_commands(commands jsonb)
RETURNS TABLE (xact text, last_revisions text, positions text, wrong_streams text[], actual_revisions text[])
LANGUAGE plpgsql AS $function$
#variable_conflict use_column
DECLARE
  share record;
  reserved bigint;
  actual_now text;
  -- By the share's number among all the commands' shares.
  revisions bigint[] := '{}';
  wrong text[] := array_fill(NULL::text, ARRAY[jsonb_array_length(commands)]);
  actual text[] := array_fill(NULL::text, ARRAY[jsonb_array_length(commands)]);
  -- The current command's streams moved so far, and by how much: what to put back if it is refused.
  moved_streams text[];
  moved_counts bigint[];
  command_now bigint := 0;
BEGIN
  -- A command alone takes its streams in name order below. A group locks them all first, by an
  -- array of their names: joined with the JSON function's rows, whose number the planner cannot
  -- tell, they were looked for by reading the whole table.
  IF jsonb_array_length(commands) > 1 THEN
    PERFORM FROM streams WHERE stream_name = ANY (ARRAY(
      SELECT s.entry->>'stream' FROM jsonb_array_elements(commands) AS c(shares), jsonb_array_elements(c.shares) AS s(entry)
    )) ORDER BY stream_name FOR UPDATE;
  END IF;
  FOR share IN
    SELECT c.ordinal AS command, row_number() OVER (ORDER BY c.ordinal, s.ordinal) AS number,
           s.entry->>'stream' AS stream, s.entry->>'expected' AS expected, jsonb_array_length(s.entry->'events') AS count
    FROM jsonb_array_elements(commands) WITH ORDINALITY AS c(shares, ordinal),
         jsonb_array_elements(c.shares) WITH ORDINALITY AS s(entry, ordinal)
    ORDER BY c.ordinal, s.entry->>'stream'
  LOOP
    IF share.command <> command_now THEN
      command_now := share.command;
      moved_streams := '{}';
      moved_counts := '{}';
    END IF;
    CONTINUE WHEN wrong[share.command] IS NOT NULL;
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
      SELECT coalesce(max(streams.revision)::text, 'no_stream') INTO actual_now FROM streams WHERE stream_name = share.stream;
      wrong[share.command] := share.stream;
      actual[share.command] := actual_now;
      -- Put back what the command moved: a stream it created (at revision -1 again) goes.
      FOR i IN 1 .. coalesce(array_length(moved_streams, 1), 0) LOOP
        UPDATE streams SET revision = streams.revision - moved_counts[i] WHERE stream_name = moved_streams[i];
      END LOOP;
      DELETE FROM streams WHERE stream_name = ANY (moved_streams) AND streams.revision = -1;
    ELSE
      revisions[share.number] := reserved;
      IF share.count > 0 THEN
        moved_streams := moved_streams || share.stream;
        moved_counts := moved_counts || share.count::bigint;
      END IF;
    END IF;
  END LOOP;
  RETURN QUERY
  WITH shares AS (
    SELECT c.ordinal AS command, row_number() OVER (ORDER BY c.ordinal, s.ordinal) AS number, s.entry
    FROM jsonb_array_elements(commands) WITH ORDINALITY AS c(shares, ordinal),
         jsonb_array_elements(c.shares) WITH ORDINALITY AS s(entry, ordinal)
  ),
  appended AS (
    INSERT INTO events (stream_name, stream_revision, category, type, data, metadata)
    SELECT s.entry->>'stream', revisions[s.number] - jsonb_array_length(s.entry->'events') + e.ordinal,
           s.entry->>'category', e.event->>'type', e.event->'data', e.event->'metadata'
    FROM shares AS s, jsonb_array_elements(s.entry->'events') WITH ORDINALITY AS e(event, ordinal)
    WHERE wrong[s.command] IS NULL
    -- Positions are drawn in this order: the answer's order.
    ORDER BY s.number, e.ordinal
    RETURNING global_position
  )
  SELECT pg_current_xact_id()::text,
         (SELECT string_agg(coalesce(revisions[s.number]::text, ''), ',' ORDER BY s.number) FROM shares AS s),
         (SELECT string_agg(global_position::text, ',' ORDER BY global_position) FROM appended), wrong, actual;
END
$function$;
`;

/** Creates the log's tables; safe to run from several processes at once. */
export const migrateEventStore = (pool: pg.Pool): Promise<void> => migrateUnderLock(pool, 'events', MIGRATION);

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
`;

/** Creates the log's tables; safe to run from several processes at once. */
export const migrateEventStore = (pool: pg.Pool): Promise<void> => migrateUnderLock(pool, 'events', MIGRATION);

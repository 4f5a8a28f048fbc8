import type pg from 'pg';
import { everyEvent } from '@sankofa/events';
import type { Projector } from '../projector.ts';
import { summarise } from './aggregate.ts';
import { STREAM_ACTIVITY_PROJECTOR } from './read-model.ts';

/** Row types for the query side (`public.stream_activity`, `public.event_type_activity`). */
export interface StreamActivityRow {
  stream: string;
  category: string;
  event_count: number;
  last_revision: number;
  last_event_type: string;
  first_event_at: Date;
  last_event_at: Date;
  last_position: string;
}

export interface EventTypeActivityRow {
  category: string;
  event_type: string;
  event_count: number;
  first_event_at: Date;
  last_event_at: Date;
  last_position: string;
}

const INIT = `
CREATE TABLE stream_activity (
  stream text PRIMARY KEY,
  category text NOT NULL,
  event_count bigint NOT NULL,
  last_revision bigint NOT NULL,
  last_event_type text NOT NULL,
  first_event_at timestamptz NOT NULL,
  last_event_at timestamptz NOT NULL,
  last_position text COLLATE "C" NOT NULL
);
CREATE TABLE event_type_activity (
  category text NOT NULL,
  event_type text NOT NULL,
  event_count bigint NOT NULL,
  first_event_at timestamptz NOT NULL,
  last_event_at timestamptz NOT NULL,
  last_position text COLLATE "C" NOT NULL,
  PRIMARY KEY (category, event_type)
);
CREATE TABLE stream_activity_watermark (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  position text COLLATE "C" NOT NULL
);
`;

/** For the browser's busiest streams of a category; without it a rebuild's upserts can be HOT updates. */
const INDEXES = `CREATE INDEX IF NOT EXISTS stream_activity_by_category ON stream_activity (category, last_event_at DESC)`;

/**
 * The batch's streams, its types and the watermark in one statement (one round trip): $1–$8 the
 * streams, $9–$14 the types, $15 the last position applied.
 */
const WRITE_BATCH = `
WITH streams AS (
  INSERT INTO stream_activity AS s (stream, category, event_count, last_revision, last_event_type, first_event_at, last_event_at, last_position)
  SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::text[], $6::timestamptz[], $7::timestamptz[], $8::text[])
  ON CONFLICT (stream) DO UPDATE SET
    event_count = s.event_count + EXCLUDED.event_count,
    last_revision = EXCLUDED.last_revision,
    last_event_type = EXCLUDED.last_event_type,
    first_event_at = least(s.first_event_at, EXCLUDED.first_event_at),
    last_event_at = greatest(s.last_event_at, EXCLUDED.last_event_at),
    last_position = EXCLUDED.last_position
), types AS (
  INSERT INTO event_type_activity AS t (category, event_type, event_count, first_event_at, last_event_at, last_position)
  SELECT * FROM unnest($9::text[], $10::text[], $11::bigint[], $12::timestamptz[], $13::timestamptz[], $14::text[])
  ON CONFLICT (category, event_type) DO UPDATE SET
    event_count = t.event_count + EXCLUDED.event_count,
    first_event_at = least(t.first_event_at, EXCLUDED.first_event_at),
    last_event_at = greatest(t.last_event_at, EXCLUDED.last_event_at),
    last_position = EXCLUDED.last_position
)
INSERT INTO stream_activity_watermark (position) VALUES ($15) ON CONFLICT (only_row) DO UPDATE SET position = EXCLUDED.position`;

/**
 * For operators and analysts: every stream with its size and latest activity, and how many
 * events of each type each category has seen. Reads every event of the log.
 *
 * A batch is summarised in memory and written as one row per stream and per type, which keeps
 * rebuilds fast. The watermark (the last position applied) makes it idempotent: events at or
 * before it are skipped, so applying a batch twice, or overlapping batches, changes nothing.
 */
export const streamActivityProjector: Projector = {
  name: STREAM_ACTIVITY_PROJECTOR,
  version: 1,
  handles: everyEvent,
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
  },
  createIndexes: async (tx: pg.PoolClient) => {
    await tx.query(INDEXES);
  },
  apply: async (events, tx: pg.PoolClient) => {
    const { rows } = await tx.query<{ position: string }>('SELECT position FROM stream_activity_watermark FOR UPDATE');
    const watermark = rows[0]?.position;
    const fresh = watermark === undefined ? events : events.filter((event) => event.position > watermark);
    if (fresh.length === 0) return;
    const { streams, types } = summarise(fresh);
    await tx.query(WRITE_BATCH, [
      streams.map((s) => s.stream),
      streams.map((s) => s.category),
      streams.map((s) => s.count),
      streams.map((s) => s.lastRevision),
      streams.map((s) => s.lastType),
      streams.map((s) => s.firstAt),
      streams.map((s) => s.lastAt),
      streams.map((s) => s.lastPosition),
      types.map((t) => t.category),
      types.map((t) => t.type),
      types.map((t) => t.count),
      types.map((t) => t.firstAt),
      types.map((t) => t.lastAt),
      types.map((t) => t.lastPosition),
      fresh.at(-1)!.position,
    ]);
  },
};

import type pg from 'pg';
import { streamCategory, type RecordedEvent } from '@sankofa/events';
import { ALL_EVENT_TYPES, type Projector } from '../projector.ts';

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
CREATE INDEX stream_activity_by_category ON stream_activity (category, last_event_at DESC);
CREATE TABLE event_type_activity (
  category text NOT NULL,
  event_type text NOT NULL,
  event_count bigint NOT NULL,
  first_event_at timestamptz NOT NULL,
  last_event_at timestamptz NOT NULL,
  last_position text COLLATE "C" NOT NULL,
  PRIMARY KEY (category, event_type)
);
`;

/**
 * One statement per batch: the batch goes in as arrays, is grouped in SQL, and each group adds
 * only the events newer than what its row already counts, so applying a batch twice changes
 * nothing (streams by revision, types by position).
 */
const APPLY = `
WITH batch AS (
  SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::text[], $5::timestamptz[], $6::text[])
    AS b(stream, category, revision, event_type, occurred_at, position)
),
streams AS (
  INSERT INTO stream_activity AS s
    (stream, category, event_count, last_revision, last_event_type, first_event_at, last_event_at, last_position)
  SELECT b.stream, min(b.category), count(*), max(b.revision), (array_agg(b.event_type ORDER BY b.revision DESC))[1],
         min(b.occurred_at), max(b.occurred_at), max(b.position COLLATE "C")
  FROM batch b LEFT JOIN stream_activity current ON current.stream = b.stream
  WHERE current.stream IS NULL OR b.revision > current.last_revision
  GROUP BY b.stream
  ON CONFLICT (stream) DO UPDATE SET
    event_count = s.event_count + EXCLUDED.event_count,
    last_revision = EXCLUDED.last_revision,
    last_event_type = EXCLUDED.last_event_type,
    last_event_at = greatest(s.last_event_at, EXCLUDED.last_event_at),
    last_position = EXCLUDED.last_position
  RETURNING 1
)
INSERT INTO event_type_activity AS t (category, event_type, event_count, first_event_at, last_event_at, last_position)
SELECT b.category, b.event_type, count(*), min(b.occurred_at), max(b.occurred_at), max(b.position COLLATE "C")
FROM batch b LEFT JOIN event_type_activity current ON current.category = b.category AND current.event_type = b.event_type
WHERE current.last_position IS NULL OR b.position COLLATE "C" > current.last_position
GROUP BY b.category, b.event_type
ON CONFLICT (category, event_type) DO UPDATE SET
  event_count = t.event_count + EXCLUDED.event_count,
  first_event_at = least(t.first_event_at, EXCLUDED.first_event_at),
  last_event_at = greatest(t.last_event_at, EXCLUDED.last_event_at),
  last_position = EXCLUDED.last_position
`;

const columns = (events: RecordedEvent[]) => {
  const stream: string[] = [];
  const category: string[] = [];
  const revision: number[] = [];
  const type: string[] = [];
  const occurredAt: string[] = [];
  const position: string[] = [];
  for (const event of events) {
    stream.push(event.stream);
    category.push(streamCategory(event.stream));
    revision.push(event.revision);
    type.push(event.type);
    occurredAt.push(event.metadata.occurredAt);
    position.push(event.position);
  }
  return [stream, category, revision, type, occurredAt, position];
};

/**
 * For operators and analysts: every stream with its size and latest activity, and how many
 * events of each type each category has seen. Reads every event of the log.
 */
export const streamActivityProjector: Projector = {
  name: 'stream_activity',
  version: 1,
  handles: [ALL_EVENT_TYPES],
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
  },
  apply: async (events: RecordedEvent[], tx: pg.PoolClient) => {
    if (events.length > 0) await tx.query(APPLY, columns(events));
  },
};

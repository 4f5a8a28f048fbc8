import type pg from 'pg';
import { actorKindOf, recordedEvents, streamCategory, type RecordedEvent } from '@sankofa/events';
import type { Projector } from '../projector.ts';
import { EVENT_INDEX_PROJECTOR } from './read-model.ts';

/** One event of the log as the event browser reads it (`public.event_index`). */
export interface EventIndexRow {
  position: string;
  stream: string;
  category: string;
  revision: number;
  type: string;
  occurred_at: Date;
  event_id: string;
  correlation_id: string;
  causation_id: string | null;
  actor_id: string;
  actor_kind: string;
}

/** How many events each stream category holds (`public.event_index_categories`). */
export interface EventCategoryRow {
  category: string;
  event_count: number;
  last_event_at: Date;
}

// Positions and stream names compare byte-wise ("C"): positions sort in log order as text, and a
// stream prefix search (LIKE 'member-%') can use the stream index.
const INIT = `
CREATE TABLE event_index (
  position text COLLATE "C" PRIMARY KEY,
  stream text COLLATE "C" NOT NULL,
  category text NOT NULL,
  revision bigint NOT NULL,
  type text NOT NULL,
  occurred_at timestamptz NOT NULL,
  event_id text NOT NULL,
  correlation_id text NOT NULL,
  causation_id text,
  actor_id text NOT NULL,
  actor_kind text NOT NULL
);
CREATE TABLE event_index_categories (
  category text PRIMARY KEY,
  event_count bigint NOT NULL,
  last_event_at timestamptz NOT NULL
);
`;

/** The event browser's searches; `apply` needs only the primary key. */
const INDEXES = `
CREATE INDEX IF NOT EXISTS event_index_by_type ON event_index (type, position);
CREATE INDEX IF NOT EXISTS event_index_by_stream ON event_index (stream, position);
CREATE INDEX IF NOT EXISTS event_index_by_time ON event_index (occurred_at, position);
CREATE INDEX IF NOT EXISTS event_index_by_causation ON event_index (causation_id) WHERE causation_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS event_index_by_event_id ON event_index (event_id);
`;

/** Rows already indexed are skipped and not counted again, so a batch applied twice changes nothing. */
const INSERT = `
WITH inserted AS (
  INSERT INTO event_index (position, stream, category, revision, type, occurred_at, event_id, correlation_id, causation_id, actor_id, actor_kind)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[], $5::text[], $6::timestamptz[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
  ON CONFLICT (position) DO NOTHING
  RETURNING category, occurred_at
)
INSERT INTO event_index_categories AS c (category, event_count, last_event_at)
SELECT category, count(*), max(occurred_at) FROM inserted GROUP BY category
ON CONFLICT (category) DO UPDATE SET
  event_count = c.event_count + EXCLUDED.event_count,
  last_event_at = greatest(c.last_event_at, EXCLUDED.last_event_at)`;

const column = <Value>(events: RecordedEvent[], pick: (event: RecordedEvent) => Value): Value[] => events.map(pick);

/**
 * For operators and analysts: every event of the log, whichever adapter holds it, with who and
 * why pulled out of its metadata, so the event browser can page a stream, search by type, stream
 * and time, and follow causation both ways. Neither its data nor its metadata is copied here: the
 * detail reads both from the log, where a deleted member's fields are erased with her key (a copy
 * here would outlive it), and a rebuild writes no jsonb per event.
 */
export const eventIndexProjector: Projector = {
  name: EVENT_INDEX_PROJECTOR,
  // 2: rows written by version 1 in the one-process app held upcast data. 3: no data column. 4: no metadata column.
  version: 4,
  handles: recordedEvents(),
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
  },
  createIndexes: async (tx: pg.PoolClient) => {
    await tx.query(INDEXES);
  },
  apply: async (events: RecordedEvent[], tx: pg.PoolClient) => {
    if (events.length === 0) return;
    await tx.query(INSERT, [
      column(events, (event) => event.position),
      column(events, (event) => event.stream),
      column(events, (event) => streamCategory(event.stream)),
      column(events, (event) => event.revision),
      column(events, (event) => event.type),
      column(events, (event) => event.metadata.occurredAt),
      column(events, (event) => event.metadata.eventId),
      column(events, (event) => event.metadata.correlationId),
      column(events, (event) => event.metadata.causationId ?? null),
      column(events, (event) => event.metadata.actorId),
      column(events, (event) => actorKindOf(event.metadata)),
    ]);
  },
};

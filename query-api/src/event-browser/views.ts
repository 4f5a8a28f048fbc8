import type { EventSummary } from '@sankofa/contracts';
import type { EventIndexRow } from '@sankofa/projections/event-index';
import { ACTOR_KINDS } from '@sankofa/contracts';

/** The columns a list reads; the detail reads the event's data and metadata from the log. */
export const SUMMARY_COLUMNS = `position, stream, category, revision::int AS revision, type, occurred_at, event_id, correlation_id, causation_id, actor_id, actor_kind`;

export type SummaryRow = EventIndexRow;

const actorKind = (kind: string): EventSummary['actorKind'] => (ACTOR_KINDS as readonly string[]).includes(kind) ? (kind as EventSummary['actorKind']) : 'system';

export const toEventSummary = (row: SummaryRow): EventSummary => ({
  position: row.position,
  stream: row.stream,
  category: row.category,
  revision: Number(row.revision),
  type: row.type,
  occurredAt: row.occurred_at.toISOString(),
  eventId: row.event_id,
  correlationId: row.correlation_id,
  causationId: row.causation_id,
  actorId: row.actor_id,
  actorKind: actorKind(row.actor_kind),
});

/** A page of `limit` rows read as `limit + 1`: the extra one says there is a next page, which starts after the last shown. */
export const pageOf = (rows: SummaryRow[], limit: number) => {
  const shown = rows.slice(0, limit);
  return { events: shown.map(toEventSummary), next: rows.length > limit ? shown.at(-1)!.position : null };
};

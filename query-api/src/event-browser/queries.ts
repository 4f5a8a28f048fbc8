import type pg from 'pg';
import type { EventCategoryRow, EventIndexRow } from '@sankofa/projections/event-index';
import { SUMMARY_COLUMNS, type SummaryRow } from './views.ts';

export interface EventSearch {
  type?: string | undefined;
  streamPrefix?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  /** The position the previous page ended at: this page is older. */
  before?: string | undefined;
  limit: number;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export const categories = async (pool: pg.Pool) =>
  (await pool.query<EventCategoryRow>(`SELECT category, event_count::int AS event_count, last_event_at FROM public.event_index_categories ORDER BY category`)).rows;

/** Newest first: the log as an operator looks back into it. */
export const searchEvents = async (pool: pg.Pool, search: EventSearch): Promise<SummaryRow[]> => {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const where = (condition: (parameter: string) => string, value: unknown) => {
    values.push(value);
    conditions.push(condition(`$${values.length}`));
  };
  if (search.type) where((p) => `type = ${p}`, search.type);
  if (search.streamPrefix) where((p) => `stream LIKE ${p}`, `${escapeLike(search.streamPrefix)}%`);
  if (search.from) where((p) => `occurred_at >= ${p}`, search.from);
  if (search.to) where((p) => `occurred_at <= ${p}`, search.to);
  if (search.before) where((p) => `position < ${p}`, search.before);
  values.push(search.limit + 1);
  const sql = `SELECT ${SUMMARY_COLUMNS} FROM public.event_index ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY position DESC LIMIT $${values.length}`;
  return (await pool.query<SummaryRow>(sql, values)).rows;
};

/** Oldest first: a stream reads as its story. */
export const streamEvents = async (pool: pg.Pool, stream: string, after: string | undefined, limit: number): Promise<SummaryRow[]> =>
  (
    await pool.query<SummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM public.event_index WHERE stream = $1 AND ($2::text IS NULL OR position > $2) ORDER BY position LIMIT $3`,
      [stream, after ?? null, limit + 1],
    )
  ).rows;

export const eventById = async (pool: pg.Pool, eventId: string): Promise<EventIndexRow | null> =>
  (await pool.query<EventIndexRow>(`SELECT *, revision::int AS revision FROM public.event_index WHERE event_id = $1 LIMIT 1`, [eventId])).rows[0] ?? null;

const CAUSED_LIMIT = 100;

/** The events that name `eventId` as their cause, in log order. */
export const causedBy = async (pool: pg.Pool, eventId: string): Promise<SummaryRow[]> =>
  (await pool.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM public.event_index WHERE causation_id = $1 ORDER BY position LIMIT ${CAUSED_LIMIT}`, [eventId])).rows;

export const summaryById = async (pool: pg.Pool, eventId: string): Promise<SummaryRow | null> =>
  (await pool.query<SummaryRow>(`SELECT ${SUMMARY_COLUMNS} FROM public.event_index WHERE event_id = $1 LIMIT 1`, [eventId])).rows[0] ?? null;

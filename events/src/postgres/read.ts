import type pg from 'pg';
import type { LogFilter, Position, ReadStreamOptions, RecordedEvent } from '../store.ts';
import { decodePosition, START } from './position.ts';
import { eventColumns, toRecordedEvent, type EventRow } from './rows.ts';

const STREAM_PAGE = 500;

export async function* readStreamPages(pool: pg.Pool, stream: string, options: ReadStreamOptions = {}): AsyncIterable<RecordedEvent> {
  const backwards = options.direction === 'backwards';
  let remaining = options.maxCount ?? Number.POSITIVE_INFINITY;
  let next: number | undefined = options.from;
  while (remaining > 0) {
    const pageSize = Math.min(STREAM_PAGE, remaining);
    const bound = next === undefined ? '' : `AND stream_revision ${backwards ? '<=' : '>='} $3`;
    const parameters: unknown[] = [stream, pageSize];
    if (next !== undefined) parameters.push(next);
    const { rows } = await pool.query<EventRow>({
      // Named, as every read of a decision takes it: planned once per connection, not at every call.
      name: `sankofa_read_stream_${backwards ? 'backwards' : 'forwards'}${next === undefined ? '' : '_from'}`,
      text: `SELECT ${eventColumns('events')} FROM events WHERE stream_name = $1 ${bound}
       ORDER BY events.stream_revision ${backwards ? 'DESC' : 'ASC'} LIMIT $2`,
      values: parameters,
    });
    for (const row of rows) yield toRecordedEvent(row);
    if (rows.length < pageSize) return;
    remaining -= rows.length;
    const lastRevision = Number(rows.at(-1)!.stream_revision);
    next = backwards ? lastRevision - 1 : lastRevision + 1;
  }
}

export interface LogPage {
  events: RecordedEvent[];
  /**
   * Every transaction below this id has finished, so no event can still appear before it: a
   * reader that has seen everything visible below the horizon has seen everything up to it.
   */
  horizon: string;
}

export interface LogPageRequest extends LogFilter {
  after?: Position;
  before?: Position;
  limit: number;
}

/**
 * A read from anywhere in the log is planned for its values: whether the type index or the log's
 * order is the way in depends on how rare the types are, which one plan for every read cannot
 * know (a generic plan scanned every event since the last match). A subscription reads at the
 * head, where one plan serves every read, and prepares them all (`prepared`).
 */
export const isUnfiltered = ({ types, categories }: LogFilter) => types === undefined && categories === undefined;

/**
 * Only transactions below the snapshot's xmin are read: a transaction still running may hold a
 * lower sequence number than one already committed, and would otherwise be skipped for good.
 */
export const readLogPage = async (pool: pg.Pool, request: LogPageRequest, prepared = isUnfiltered(request)): Promise<LogPage> => {
  const after = request.after ? decodePosition(request.after) : START;
  const parameters: unknown[] = [after.transactionId, after.globalPosition, request.limit];
  const conditions: string[] = [];
  const bind = (value: unknown) => `$${parameters.push(value)}`;
  if (request.before) {
    const before = decodePosition(request.before);
    conditions.push(`(e.transaction_id, e.global_position) < (${bind(before.transactionId)}::xid8, ${bind(before.globalPosition)}::bigint)`);
  }
  if (request.types) conditions.push(`e.type = ANY(${bind(request.types)}::text[])`);
  if (request.categories) conditions.push(`e.category = ANY(${bind(request.categories)}::text[])`);
  const { rows } = await pool.query<EventRow & { horizon: string }>({
    name: prepared ? `sankofa_read_log${request.before ? '_before' : ''}${request.types ? '_types' : ''}${request.categories ? '_categories' : ''}` : undefined,
    text: `SELECT page.*, snapshot.horizon FROM
       (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS xmin, pg_snapshot_xmin(pg_current_snapshot())::text AS horizon) AS snapshot
     LEFT JOIN LATERAL (
       SELECT ${eventColumns('e')}
       FROM events e
       WHERE (e.transaction_id, e.global_position) > ($1::xid8, $2::bigint)
         AND e.transaction_id < snapshot.xmin
         ${conditions.map((condition) => `AND ${condition}`).join(' ')}
       ORDER BY e.transaction_id, e.global_position
       LIMIT $3
     ) AS page ON true`,
    values: parameters,
  });
  const horizon = rows[0]?.horizon ?? '0';
  const events = rows.filter((row) => row.global_position !== null).map(toRecordedEvent);
  return { events, horizon };
};

import type pg from 'pg';
import { ConcurrencyError, checkStreamAppends, emptyAppendResult, streamCategory } from '../store.ts';
import type { AppendResult, ExpectedState, NewEvent, StreamAppend, StreamRevision } from '../store.ts';
import { encodePosition } from './position.ts';

/**
 * The first CTE moves the stream's revision forward only when the expected state holds; it
 * returns no row otherwise, so no event is inserted and the conflict is detected below.
 * $2 is the number of events.
 */
const reserveRevisions = (expected: ExpectedState): string => {
  switch (expected) {
    case 'any':
      return `INSERT INTO streams AS s (stream_name, revision) VALUES ($1, $2 - 1)
              ON CONFLICT (stream_name) DO UPDATE SET revision = s.revision + $2 RETURNING revision`;
    case 'no_stream':
      return `INSERT INTO streams (stream_name, revision) VALUES ($1, $2 - 1)
              ON CONFLICT (stream_name) DO NOTHING RETURNING revision`;
    case 'exists':
      return `UPDATE streams SET revision = revision + $2 WHERE stream_name = $1 RETURNING revision`;
    default:
      return `UPDATE streams SET revision = revision + $2 WHERE stream_name = $1 AND revision = $5 RETURNING revision`;
  }
};

/**
 * The batch arrives as one JSON array of `{type, data, metadata}` ($4): encoded once by the client
 * and parsed once by the server, where arrays of JSON texts cost an escape per element on the
 * client and an array parse plus a JSON parse per element on the server. The answer is one row
 * (the transaction id, the positions in order, the last revision) whatever the batch size.
 * Positions follow the batch's order without a sort: the join with the one reserved row is a
 * nested loop, which keeps the function's rows in their ordinal order.
 */
const appendStatement = (expected: ExpectedState): string => `
  WITH reserved AS (${reserveRevisions(expected)}),
  appended AS (
    INSERT INTO events (stream_name, stream_revision, category, type, data, metadata)
    SELECT $1, reserved.revision - $2 + batch.ordinal, $3, batch.event->>'type', batch.event->'data', batch.event->'metadata'
    FROM reserved, jsonb_array_elements($4::jsonb) WITH ORDINALITY AS batch(event, ordinal)
    RETURNING global_position, stream_revision
  )
  SELECT pg_current_xact_id()::text AS transaction_id,
         string_agg(global_position::text, ',' ORDER BY global_position) AS global_positions,
         max(stream_revision)::text AS revision
  FROM appended`;

interface AppendedRow {
  transaction_id: string;
  global_positions: string | null;
  revision: string;
}

/** A pool, or a client inside a transaction of the caller's. */
export type Queryable = pg.Pool | pg.PoolClient;

const currentRevision = async (pool: Queryable, stream: string): Promise<StreamRevision | 'no_stream'> => {
  const { rows } = await pool.query<{ revision: string }>('SELECT revision::text AS revision FROM streams WHERE stream_name = $1', [stream]);
  return rows[0] ? Number(rows[0].revision) : 'no_stream';
};

const toEventsJson = (events: readonly NewEvent[]) => events.map(({ type, data, metadata }) => ({ type, data, metadata }));

export const checkExpectedRevision = (expected: ExpectedState): void => {
  if (typeof expected === 'number' && (!Number.isInteger(expected) || expected < 0)) {
    throw new RangeError(`Expected revision must be a non-negative integer, got ${expected}`);
  }
};

/** One statement, hence one transaction and one round trip per append. */
export const appendToStream = async (
  pool: Queryable,
  stream: string,
  events: readonly NewEvent[],
  expected: ExpectedState,
): Promise<AppendResult> => {
  checkExpectedRevision(expected);
  if (events.length === 0) return emptyAppendResult(stream, expected, await currentRevision(pool, stream));
  const parameters: unknown[] = [
    stream,
    events.length,
    streamCategory(stream),
    JSON.stringify(toEventsJson(events)),
  ];
  if (typeof expected === 'number') parameters.push(expected);
  // Named, so each connection parses and plans the statement once per expected-state kind.
  const kind = typeof expected === 'number' ? 'revision' : expected;
  const { rows } = await pool.query<AppendedRow>({ name: `sankofa_append_${kind}`, text: appendStatement(expected), values: parameters });
  const appended = rows[0];
  // No event inserted (the aggregates are null): the expected state did not hold.
  if (!appended?.global_positions) throw new ConcurrencyError(stream, expected, await currentRevision(pool, stream));
  return {
    revision: Number(appended.revision),
    positions: appended.global_positions.split(',').map((globalPosition) => encodePosition(appended.transaction_id, globalPosition)),
  };
};

interface AppendedCommandsRow {
  xact: string;
  last_revisions: string;
  positions: string | null;
  wrong_streams: (string | null)[];
  actual_revisions: (string | null)[];
}

const sharesOf = (appends: readonly StreamAppend[]) =>
  appends.map(({ stream, events, expected = 'any' }) => ({ stream, category: streamCategory(stream), expected: String(expected), events: toEventsJson(events) }));

const concurrencyErrorOf = (appends: readonly StreamAppend[], stream: string, actual: string | null): ConcurrencyError => {
  const expected = appends.find((share) => share.stream === stream)?.expected ?? 'any';
  return new ConcurrencyError(stream, expected, actual === null || actual === 'no_stream' ? 'no_stream' : Number(actual));
};

/**
 * Several commands' multi-stream appends in one call of `sankofa_append_commands` (see the
 * schema): one statement, so one transaction, one commit and one round trip for all, in which
 * each command's streams are checked and its events inserted, or none of them. A command whose
 * expected state did not hold is answered with its `ConcurrencyError`; the others are written.
 * Each command must have passed `checkStreamAppends`.
 */
export const appendCommands = async (pool: Queryable, commands: readonly (readonly StreamAppend[])[]): Promise<(AppendResult[] | ConcurrencyError)[]> => {
  const { rows } = await pool.query<AppendedCommandsRow>({
    name: 'sankofa_append_commands',
    text: 'SELECT xact, last_revisions, positions, wrong_streams, actual_revisions FROM sankofa_append_commands($1::jsonb)',
    values: [JSON.stringify(commands.map(sharesOf))],
  });
  const { xact, last_revisions: lastRevisions, positions: globalPositions, wrong_streams: wrongStreams, actual_revisions: actualRevisions } = rows[0]!;
  // Every share has a place, a refused command's empty; only written events have positions.
  const revisions = lastRevisions.split(',');
  const positions = globalPositions?.split(',') ?? [];
  let share = 0;
  let event = 0;
  return commands.map((appends, index) => {
    const wrongStream = wrongStreams[index];
    if (wrongStream) {
      share += appends.length;
      return concurrencyErrorOf(appends, wrongStream, actualRevisions[index] ?? null);
    }
    return appends.map(({ events }) => {
      const revision = Number(revisions[share++]);
      const written = positions.slice(event, (event += events.length));
      return { revision, positions: written.map((globalPosition) => encodePosition(xact, globalPosition)) };
    });
  });
};

/** Several streams' shares as one command of `appendCommands`: every stream checked and every event inserted, or none. */
export const appendToStreams = async (pool: Queryable, appends: readonly StreamAppend[]): Promise<AppendResult[]> => {
  checkStreamAppends(appends);
  if (appends.length === 0) return [];
  const [answer] = await appendCommands(pool, [appends]);
  if (answer instanceof ConcurrencyError) throw answer;
  return answer!;
};

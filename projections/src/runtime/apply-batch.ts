import type pg from 'pg';
import type { RecordedEvent } from '@sankofa/events';
import { handledBy, type Projector } from '../projector.ts';
import { inTransaction, pipelined } from './transactions.ts';
import { ApplyError, CheckpointConflictError, describeError, isTransient } from './errors.ts';
import { preparingStatements } from './prepared.ts';
import { BEGIN_PROJECTOR_TRANSACTION, beginInSchema } from './schemas.ts';

/** One build being written by one lease holder. */
export interface BuildWriter {
  pool: pg.Pool;
  projector: Projector;
  schemaName: string;
  owner: string;
  leaseSeconds: number;
  /** Told after each commit that moved the checkpoint or failed the build (read-your-writes waits on it). */
  checkpointMoved?: (position: string) => void;
}

export interface Progress {
  position: string | null;
  lastEventAt: string | null;
}

export interface BatchOutcome extends Progress {
  applied: number;
  poison?: { event: RecordedEvent; error: ApplyError };
}

/** Parses (a failure is poison) and applies `events` in `tx`, whose search path is already the build's schema; the caller pipelines `tx`. */
export const callApply = async (writer: BuildWriter, events: RecordedEvent[], tx: pg.PoolClient): Promise<void> => {
  const parsed = events.map((event) => {
    try {
      return writer.projector.handles.parse(event);
    } catch (error) {
      throw new ApplyError(event, error);
    }
  });
  try {
    await writer.projector.apply(parsed, preparingStatements(tx, writer.schemaName));
  } catch (error) {
    if (isTransient(error)) throw error;
    throw new ApplyError(events.length === 1 ? events[0] : undefined, error);
  }
};

/**
 * `callApply` for one build on its own (a rebuild's batch, a retry, a poison probe, a twin of a
 * live group): pipelined as a live group's shared apply is, so a projector that sends its
 * statements together has them sent at once, never queued in the client (which pg 9 refuses).
 */
export const applyAlone = (writer: BuildWriter, events: RecordedEvent[], tx: pg.PoolClient): Promise<void> => pipelined(tx, [() => callApply(writer, events, tx)]);

/** One build's move in a group's batch. */
export interface CheckpointMove {
  writer: BuildWriter;
  from: Progress;
  to: Progress;
}

/**
 * The compare-and-set, for every move of a batch in one statement: only the lease holder, and only
 * from the position it last wrote. Throws unless every one of them moved, so the caller rolls back.
 */
export const moveCheckpoints = async (tx: Pick<pg.Pool, 'query'>, moves: readonly CheckpointMove[]): Promise<void> => {
  const column = <T>(pick: (move: CheckpointMove) => T) => moves.map(pick);
  const { rowCount } = await tx.query({
    name: 'sankofa_move_checkpoints',
    text: `UPDATE public.projection_checkpoints AS c
     SET position = m.to_position, last_event_at = coalesce(m.last_event_at, c.last_event_at),
         lease_expires_at = now() + make_interval(secs => m.lease_seconds), updated_at = now()
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::float8[])
       AS m(name, schema_name, owner, from_position, to_position, last_event_at, lease_seconds)
     WHERE c.name = m.name AND c.schema_name = m.schema_name AND c.lease_owner = m.owner
       AND c.position IS NOT DISTINCT FROM m.from_position AND c.state <> 'failed'`,
    values: [
      column((move) => move.writer.projector.name),
      column((move) => move.writer.schemaName),
      column((move) => move.writer.owner),
      column((move) => move.from.position),
      column((move) => move.to.position),
      column((move) => move.to.lastEventAt),
      column((move) => move.writer.leaseSeconds),
    ],
  });
  if (rowCount !== moves.length) {
    const schemas = moves.map((move) => move.writer.schemaName).join(', ');
    throw new CheckpointConflictError(`Only ${rowCount ?? 0} of ${moves.length} checkpoints moved (${schemas}): the lease or the position changed under their writer`);
  }
};

/** One build's move: with the batch's writes in `tx`, or alone when a batch wrote nothing. */
const moveCheckpoint = (tx: Pick<pg.Pool, 'query'>, writer: BuildWriter, from: Progress, to: Progress): Promise<void> =>
  moveCheckpoints(tx, [{ writer, from, to }]);

const recordFailure = async (tx: pg.PoolClient, writer: BuildWriter, event: RecordedEvent, error: ApplyError): Promise<void> => {
  await tx.query(
    `UPDATE public.projection_checkpoints
     SET state = 'failed', failed_position = $4, failed_event_id = $5, failed_event_type = $6, failed_error = $7, failed_stream = $8,
       updated_at = now()
     WHERE name = $1 AND schema_name = $2 AND lease_owner = $3`,
    [writer.projector.name, writer.schemaName, writer.owner, event.position, event.metadata.eventId, event.type, describeError(error.cause), event.stream],
  );
};

/**
 * Applies events one by one behind savepoints to find the one that fails: the events before it
 * commit with the checkpoint just before it, and the build is marked failed with that event.
 */
const isolatePoison = (writer: BuildWriter, events: RecordedEvent[], from: Progress): Promise<BatchOutcome> =>
  inTransaction(writer.pool, async (tx) => {
    const handles = handledBy(writer.projector);
    let reached: Progress = from;
    let applied = 0;
    for (const event of events) {
      if (handles(event)) {
        await tx.query('SAVEPOINT poison_probe');
        try {
          await applyAlone(writer, [event], tx);
        } catch (error) {
          if (!(error instanceof ApplyError)) throw error;
          await tx.query('ROLLBACK TO SAVEPOINT poison_probe');
          if (reached !== from) await moveCheckpoint(tx, writer, from, reached);
          const poison = new ApplyError(event, error.cause);
          await recordFailure(tx, writer, event, poison);
          return { ...reached, applied, poison: { event, error: poison } };
        }
        await tx.query('RELEASE SAVEPOINT poison_probe');
        applied += 1;
      }
      reached = { position: event.position, lastEventAt: handles(event) ? event.metadata.occurredAt : reached.lastEventAt };
    }
    // Every event applied alone: only the batch as a whole failed, and it is now applied.
    if (reached !== from) await moveCheckpoint(tx, writer, from, reached);
    return { ...reached, applied };
  }, beginInSchema(writer.schemaName));

/**
 * Applies the handled events of `events` (in log order, all after `from`) and moves the
 * checkpoint to the last of them, handled or not, in one transaction.
 */
export const applyBatch = async (writer: BuildWriter, events: RecordedEvent[], from: Progress): Promise<BatchOutcome> => {
  const last = events.at(-1);
  if (!last) return { ...from, applied: 0 };
  const handles = handledBy(writer.projector);
  const handled = events.filter(handles);
  const to: Progress = { position: last.position, lastEventAt: handled.at(-1)?.metadata.occurredAt ?? from.lastEventAt };
  try {
    await inTransaction(
      writer.pool,
      async (tx) => {
        await applyAlone(writer, handled, tx);
        await moveCheckpoint(tx, writer, from, to);
      },
      beginInSchema(writer.schemaName),
    );
    writer.checkpointMoved?.(last.position);
    return { ...to, applied: handled.length };
  } catch (error) {
    if (!(error instanceof ApplyError)) throw error;
    const outcome = await isolatePoison(writer, events, from);
    // Moved, or failed (read-your-writes stops waiting for a failed build): either way, say so.
    writer.checkpointMoved?.(outcome.poison?.event.position ?? outcome.position ?? last.position);
    return outcome;
  }
};

/** Moves the checkpoint over events the projector does not handle, so an idle projector is not lagging. */
export const skipTo = async (writer: BuildWriter, from: Progress, position: string): Promise<Progress> => {
  if (from.position !== null && from.position >= position) return from;
  const to = { position, lastEventAt: from.lastEventAt };
  await inTransaction(writer.pool, (tx) => moveCheckpoint(tx, writer, from, to), BEGIN_PROJECTOR_TRANSACTION);
  writer.checkpointMoved?.(position);
  return to;
};

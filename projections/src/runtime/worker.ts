import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { EventStore } from '@sankofa/events';
import type { Logger } from '@sankofa/server-kit';
import type { Projector } from '../projector.ts';
import type { BatchOutcome, BuildWriter, Progress } from './apply-batch.ts';
import { loadBuilds, type PersistedState } from './checkpoints.ts';
import { CheckpointConflictError } from './errors.ts';
import { catchUp, type FeedOptions } from './feed.ts';
import { acquireLease, keepLease, LeaseLostError, releaseLease } from './leases.ts';
import type { LiveGroup } from './live-group.ts';
import { startReacting } from './reactions.ts';
import { createDeferredIndexes } from './schemas.ts';
import { switchToBuild } from './switch.ts';
import type { PassTicket } from './rebuild-pass.ts';

export interface WorkerContext {
  pool: pg.Pool;
  store: EventStore;
  logger: Logger;
  projector: Projector;
  batchSize: number;
  leaseSeconds: number;
  checkpointMoved?: (position: string) => void;
  /** What a reactor's acts take as now. */
  clock: () => Date;
  /** Shared by the runtime's workers: caught-up builds follow the log together instead of one subscription each. */
  liveGroup: LiveGroup;
  /** A rebuild started together with others: its catch-up shares their read of the log. */
  rebuildRead?: PassTicket;
}

export interface BuildProgress {
  name: string;
  schemaName: string;
  phase: 'rebuilding' | 'catching_up' | 'live';
  position: string | null;
  /** Handled events applied by this worker so far. */
  events: number;
  eventsPerSecond: number;
  elapsedMs: number;
}

/** serve: catch up, then follow the log live. caught_up: stop once the build is active and at the head. */
export type WorkerGoal = 'serve' | 'caught_up';
export type WorkerResult = 'not_acquired' | 'caught_up' | 'failed' | 'lost' | 'stopped';

const MAX_BACKOFF_MS = 5000;

type Target = { name: string; schemaName: string };

/**
 * Writes one build while holding its lease: a rebuild catches up from its checkpoint and
 * switches the query side over; an active build catches up, then follows the log live.
 * Database hiccups are retried from the checkpoint; a poison event ends it as 'failed'.
 */
export const runBuildWorker = async (
  context: WorkerContext,
  build: { schemaName: string },
  owner: string,
  goal: WorkerGoal,
  signal: AbortSignal,
  onProgress?: (progress: BuildProgress) => void,
): Promise<WorkerResult> => {
  try {
    return await writeUnderLease(context, build, owner, goal, signal, onProgress);
  } finally {
    // Whatever ended it before it joined: the builds sharing its read go on without it.
    context.rebuildRead?.release();
  }
};

const writeUnderLease = async (
  context: WorkerContext,
  build: { schemaName: string },
  owner: string,
  goal: WorkerGoal,
  signal: AbortSignal,
  onProgress?: (progress: BuildProgress) => void,
): Promise<WorkerResult> => {
  const { pool, projector, logger } = context;
  const target: Target = { name: projector.name, schemaName: build.schemaName };
  if (signal.aborted) return 'stopped';
  if (!(await acquireLease(pool, target, owner, context.leaseSeconds))) return 'not_acquired';
  logger.info('projection worker writing', { ...target, owner, goal });
  const lease = holdLease(context, target, owner, signal);
  const writer: BuildWriter = { pool, projector, schemaName: build.schemaName, owner, leaseSeconds: context.leaseSeconds, checkpointMoved: context.checkpointMoved };
  const feedOptions = progressReporter(context, target, lease.stopping, onProgress);
  try {
    return await retryFromCheckpoint(context, { ...target, owner }, lease, () => writeBuild(context, writer, goal, lease.stopping, feedOptions));
  } finally {
    await lease.release();
    logger.info('projection worker done', { ...target, owner });
  }
};

interface HeldLease {
  /** Aborts when the caller stops the worker or the lease is lost. */
  stopping: AbortSignal;
  readonly lost: boolean;
  markLost(): void;
  /** Stops renewing, and hands the lease back unless it was lost. */
  release(): Promise<void>;
}

/** Renews the lease while the worker writes; losing it (another instance took over) stops the worker. */
const holdLease = ({ pool, leaseSeconds }: WorkerContext, target: Target, owner: string, signal: AbortSignal): HeldLease => {
  const abort = new AbortController();
  let lost = false;
  const onStop = () => abort.abort();
  signal.addEventListener('abort', onStop);
  if (signal.aborted) abort.abort();
  const renewal = keepLease(pool, target, owner, leaseSeconds, () => {
    lost = true;
    abort.abort();
  });
  return {
    stopping: abort.signal,
    get lost() {
      return lost;
    },
    markLost: () => (lost = true),
    async release() {
      signal.removeEventListener('abort', onStop);
      renewal.stop();
      if (!lost) await releaseLease(pool, target, owner).catch(() => undefined);
    },
  };
};

/** Feed options for each phase, reporting every batch's progress and any poison event. */
const progressReporter = ({ store, batchSize, logger }: WorkerContext, target: Target, stopping: AbortSignal, onProgress?: (progress: BuildProgress) => void) => {
  const started = Date.now();
  let events = 0;
  return (phase: BuildProgress['phase']): FeedOptions => ({
    store,
    batchSize,
    signal: stopping,
    onBatch: (outcome: BatchOutcome) => {
      events += outcome.applied;
      const elapsedMs = Date.now() - started;
      onProgress?.({ ...target, phase, position: outcome.position, events, elapsedMs, eventsPerSecond: Math.round(events / Math.max(elapsedMs / 1000, 0.001)) });
      if (outcome.poison) {
        const { event, error } = outcome.poison;
        logger.error('projection stopped on a failing event', { ...target, eventId: event.metadata.eventId, type: event.type, position: event.position, error: error.message });
      }
    },
  });
};

/**
 * Runs `write` until it ends, again from the checkpoint after an error (the database briefly
 * unreachable), waiting longer each time. A lost lease or checkpoint ends it as 'lost'.
 */
const retryFromCheckpoint = async (context: WorkerContext, target: Target & { owner: string }, lease: HeldLease, write: () => Promise<WorkerResult>): Promise<WorkerResult> => {
  const { logger } = context;
  for (let backoffMs = 100; ; backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS)) {
    try {
      const result = await write();
      return lease.lost ? 'lost' : result;
    } catch (error) {
      if (error instanceof CheckpointConflictError || error instanceof LeaseLostError || lease.lost) {
        logger.warn('projection worker lost its build', { ...target, reason: (error as Error).message });
        lease.markLost();
        return 'lost';
      }
      if (lease.stopping.aborted) return 'stopped';
      logger.warn('projection worker retrying after an error', { ...target, backoffMs, error });
      await sleep(backoffMs, undefined, { signal: lease.stopping }).catch(() => undefined);
      if (lease.stopping.aborted) return lease.lost ? 'lost' : 'stopped';
    }
  }
};

/**
 * One pass from the build's checkpoint: a build being rebuilt catches up and becomes the active
 * one; the active one catches up. Then, to serve, it follows the log live.
 */
const writeBuild = async (
  { pool, logger, batchSize, liveGroup, clock, rebuildRead }: WorkerContext,
  writer: BuildWriter,
  goal: WorkerGoal,
  stopping: AbortSignal,
  feedOptions: (phase: BuildProgress['phase']) => FeedOptions,
): Promise<WorkerResult> => {
  const { projector, schemaName, owner } = writer;
  const row = (await loadBuilds(pool, [projector.name])).find((candidate) => candidate.schemaName === schemaName);
  if (!row || row.leaseOwner !== owner) throw new LeaseLostError(schemaName, owner);
  if (row.state === 'failed') return 'failed';
  let progress: Progress = { position: row.position, lastEventAt: row.lastEventAt?.toISOString() ?? null };
  if (!row.active) {
    for (;;) {
      const result = await (rebuildRead?.catchUp ?? catchUp)(writer, progress, feedOptions('rebuilding'));
      if (result.poison) return 'failed';
      if (stopping.aborted) return 'stopped';
      progress = result.progress;
      // Close enough to the head: the events appended meanwhile are applied after the switch.
      if (result.applied < batchSize) break;
    }
    await createDeferredIndexes(pool, projector, schemaName);
    await switchToBuild(pool, logger, { name: projector.name, schemaName, owner });
  } else {
    rebuildRead?.release();
    await setState(writer, 'catching_up');
    const result = await catchUp(writer, progress, feedOptions('catching_up'));
    if (result.poison) return 'failed';
    if (stopping.aborted) return 'stopped';
    progress = result.progress;
  }
  if (goal === 'caught_up') return 'caught_up';
  // A reactor acts only while it serves live: caught up, and the one writer of its build.
  const { react } = projector;
  const reacting = react && startReacting({ pool, logger, clock, name: projector.name, schemaName, owner, reaction: react });
  const liveOptions = feedOptions('live');
  try {
    // 'running' once in the live group: caught up, and from then on applying events as they arrive.
    const live = await liveGroup.follow(writer, progress, {
      ...liveOptions,
      onBatch: (outcome) => {
        liveOptions.onBatch?.(outcome);
        if (outcome.applied > 0) reacting?.nudge();
      },
      joined: () => setState(writer, 'running'),
    });
    return live.poison ? 'failed' : 'stopped';
  } finally {
    await reacting?.stop();
  }
};

const setState = async (writer: BuildWriter, state: PersistedState): Promise<void> => {
  const { rowCount } = await writer.pool.query(
    `UPDATE projection_checkpoints SET state = $4, updated_at = now()
     WHERE name = $1 AND schema_name = $2 AND lease_owner = $3 AND state <> 'failed'`,
    [writer.projector.name, writer.schemaName, writer.owner, state],
  );
  if (rowCount !== 1) throw new LeaseLostError(writer.schemaName, writer.owner);
};

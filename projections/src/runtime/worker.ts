import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { EventStore, RecordedEvent } from '@sankofa/events';
import type { Logger } from '@sankofa/server-kit';
import type { Projector } from '../projector.ts';
import type { BatchOutcome, BuildWriter, Progress } from './apply-batch.ts';
import { loadBuilds, type PersistedState } from './checkpoints.ts';
import { CheckpointConflictError } from './errors.ts';
import { catchUp, followLive, type FeedOptions } from './feed.ts';
import { acquireLease, keepLease, LeaseLostError, releaseLease } from './leases.ts';
import { switchToBuild } from './switch.ts';

export interface WorkerContext {
  pool: pg.Pool;
  store: EventStore;
  logger: Logger;
  projector: Projector;
  batchSize: number;
  leaseSeconds: number;
  parse?: (event: RecordedEvent) => RecordedEvent;
  checkpointMoved?: (position: string) => void;
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

const setState = async (writer: BuildWriter, state: PersistedState): Promise<void> => {
  const { rowCount } = await writer.pool.query(
    `UPDATE projection_checkpoints SET state = $4, updated_at = now()
     WHERE name = $1 AND schema_name = $2 AND lease_owner = $3 AND state <> 'failed'`,
    [writer.projector.name, writer.schemaName, writer.owner, state],
  );
  if (rowCount !== 1) throw new LeaseLostError(writer.schemaName, writer.owner);
};

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
  const { pool, projector, logger } = context;
  const target = { name: projector.name, schemaName: build.schemaName };
  if (signal.aborted) return 'stopped';
  if (!(await acquireLease(pool, target, owner, context.leaseSeconds))) return 'not_acquired';
  logger.info('projection worker writing', { ...target, owner, goal });
  const abort = new AbortController();
  let lost = false;
  const onStop = () => abort.abort();
  signal.addEventListener('abort', onStop);
  if (signal.aborted) abort.abort();
  const lease = keepLease(pool, target, owner, context.leaseSeconds, () => {
    lost = true;
    abort.abort();
  });
  const writer: BuildWriter = { pool, projector, schemaName: build.schemaName, owner, leaseSeconds: context.leaseSeconds, parse: context.parse, checkpointMoved: context.checkpointMoved };
  const started = Date.now();
  let events = 0;
  const feedOptions = (phase: BuildProgress['phase']): FeedOptions => ({
    store: context.store,
    batchSize: context.batchSize,
    signal: abort.signal,
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

  const work = async (): Promise<WorkerResult> => {
    const row = (await loadBuilds(pool, [projector.name])).find((candidate) => candidate.schemaName === build.schemaName);
    if (!row || row.leaseOwner !== owner) throw new LeaseLostError(build.schemaName, owner);
    if (row.state === 'failed') return 'failed';
    let progress: Progress = { position: row.position, lastEventAt: row.lastEventAt?.toISOString() ?? null };
    if (!row.active) {
      for (;;) {
        const result = await catchUp(writer, progress, feedOptions('rebuilding'));
        if (result.poison) return 'failed';
        if (abort.signal.aborted) return 'stopped';
        progress = result.progress;
        // Close enough to the head: the events appended meanwhile are applied after the switch.
        if (result.applied < context.batchSize) break;
      }
      await switchToBuild(pool, logger, { ...target, owner });
    } else {
      await setState(writer, 'catching_up');
      const result = await catchUp(writer, progress, feedOptions('catching_up'));
      if (result.poison) return 'failed';
      if (abort.signal.aborted) return 'stopped';
      progress = result.progress;
    }
    if (goal === 'caught_up') return 'caught_up';
    await setState(writer, 'running');
    const live = await followLive(writer, progress, feedOptions('live'));
    return live.poison ? 'failed' : 'stopped';
  };

  try {
    for (let backoffMs = 100; ; backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS)) {
      try {
        const result = await work();
        return lost ? 'lost' : result;
      } catch (error) {
        if (error instanceof CheckpointConflictError || error instanceof LeaseLostError || lost) {
          logger.warn('projection worker lost its build', { ...target, owner, reason: (error as Error).message });
          lost = true;
          return 'lost';
        }
        if (abort.signal.aborted) return 'stopped';
        logger.warn('projection worker retrying after an error', { ...target, backoffMs, error });
        await sleep(backoffMs, undefined, { signal: abort.signal }).catch(() => undefined);
        if (abort.signal.aborted) return lost ? 'lost' : 'stopped';
      }
    }
  } finally {
    signal.removeEventListener('abort', onStop);
    lease.stop();
    if (!lost) await releaseLease(pool, target, owner).catch(() => undefined);
    logger.info('projection worker done', { ...target, owner });
  }
};

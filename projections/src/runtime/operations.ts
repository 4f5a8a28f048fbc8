import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { EventStore } from '@sankofa/events';
import {
  claimOperation,
  finishOperation,
  migrateProjectionOperations,
  releaseOperation,
  reportOperationProgress,
  type Logger,
  type ProjectionOperation,
} from '@sankofa/server-kit';
import { typeFilter, type Projector } from '../projector.ts';
import { loadBuilds } from './checkpoints.ts';
import { BuildBusyError } from './errors.ts';
import type { BuildProgress } from './worker.ts';

/** What the runner asks of its runtime. */
export interface OperationTarget {
  rebuild(name: string, onProgress: (progress: BuildProgress) => void, signal: AbortSignal): Promise<void>;
  retry(name: string): Promise<void>;
  skip(name: string, position: string): Promise<boolean>;
}

export interface OperationRunnerOptions {
  pool: pg.Pool;
  store: EventStore;
  logger: Logger;
  projectors: readonly Projector[];
  instanceId: string;
  runtime: OperationTarget;
  pollMs?: number;
}

const PROGRESS_EVERY_MS = 250;
const WATCH_EVERY_MS = 500;

/** The handled events a rebuild will apply, as of now: the denominator of its percentage. */
const countHandled = async (store: EventStore, projector: Projector): Promise<number> => {
  let count = 0;
  for await (const _event of store.readAll({ types: typeFilter(projector) })) count += 1;
  return count;
};

/**
 * Picks up the operations admins request from the console (a row in `projection_operations`,
 * whichever process wrote it), one claim per operation across every instance, and reports
 * progress on the row. Polls the table: a request waits at most `pollMs` before it starts.
 */
export const startOperationRunner = (options: OperationRunnerOptions) => {
  const { pool, store, logger, runtime, instanceId } = options;
  const projectors = new Map(options.projectors.map((projector) => [projector.name, projector]));
  const abort = new AbortController();
  const inFlight = new Set<Promise<void>>();
  let polling = false;

  /** Rebuilds written by another worker are watched from their checkpoint until they switch. */
  const watchRebuild = async (operation: ProjectionOperation, projector: Projector): Promise<string> => {
    for (;;) {
      const builds = await loadBuilds(pool, [projector.name]);
      const pending = builds.find((build) => !build.active);
      const active = builds.find((build) => build.active);
      if (!pending && active) return `switched to v${active.version} (${active.schemaName})`;
      if (pending?.state === 'failed') throw new Error(`the rebuild ${pending.schemaName} failed at ${pending.failedPosition}: ${pending.failedError?.split('\n')[0] ?? ''}`);
      await reportOperationProgress(pool, operation.id, { phase: `rebuilding (written by ${pending?.leaseOwner ?? 'another instance'})`, events: operation.events, schemaName: pending?.schemaName });
      await sleep(WATCH_EVERY_MS, undefined, { signal: abort.signal });
    }
  };

  const rebuild = async (operation: ProjectionOperation, projector: Projector): Promise<string> => {
    const totalEvents = await countHandled(store, projector);
    await reportOperationProgress(pool, operation.id, { phase: 'starting', events: 0, totalEvents, version: projector.version });
    let reportedAt = 0;
    let last: BuildProgress | undefined;
    const onProgress = (progress: BuildProgress) => {
      last = progress;
      if (Date.now() - reportedAt < PROGRESS_EVERY_MS) return;
      reportedAt = Date.now();
      void reportOperationProgress(pool, operation.id, { phase: progress.phase, events: progress.events, schemaName: progress.schemaName }).catch(() => undefined);
    };
    try {
      await runtime.rebuild(projector.name, onProgress, abort.signal);
    } catch (error) {
      if (error instanceof BuildBusyError) return watchRebuild(operation, projector);
      throw error;
    }
    const active = (await loadBuilds(pool, [projector.name])).find((build) => build.active);
    await reportOperationProgress(pool, operation.id, { phase: 'switched', events: last?.events ?? totalEvents, schemaName: active?.schemaName });
    return `switched to v${active?.version ?? projector.version} (${active?.schemaName ?? 'unknown schema'})`;
  };

  const perform = async (operation: ProjectionOperation, projector: Projector): Promise<string> => {
    switch (operation.kind) {
      case 'rebuild':
        return rebuild(operation, projector);
      case 'retry':
        await runtime.retry(projector.name);
        return 'running again from its checkpoint';
      case 'skip': {
        if (!operation.position) throw new Error('a skip names the position of the event to pass');
        if (!(await runtime.skip(projector.name, operation.position))) throw new Error(`${projector.name} is not failed at ${operation.position}`);
        return `passed the event at ${operation.position}; running on`;
      }
    }
  };

  const run = async (operation: ProjectionOperation): Promise<void> => {
    const projector = projectors.get(operation.projector)!;
    logger.info('projection operation started', { id: operation.id, kind: operation.kind, name: operation.projector, by: operation.requestedBy });
    try {
      const message = await perform(operation, projector);
      await finishOperation(pool, operation.id, { status: 'done', message });
      logger.info('projection operation done', { id: operation.id, kind: operation.kind, name: operation.projector, message });
    } catch (error) {
      // Stopping hands the operation back: another instance (or this one, started again) resumes it.
      if (abort.signal.aborted) return void (await releaseOperation(pool, operation.id).catch(() => undefined));
      const message = error instanceof Error ? error.message : String(error);
      logger.error('projection operation failed', { id: operation.id, kind: operation.kind, name: operation.projector, error });
      await finishOperation(pool, operation.id, { status: 'failed', message }).catch(() => undefined);
    }
  };

  /**
   * During a rolling deploy an instance of older code must not take an operation: its rebuild
   * would replace the newer version's build. Only projectors none of whose builds is newer.
   */
  const eligibleProjectors = async (): Promise<string[]> => {
    const builds = await loadBuilds(pool, [...projectors.keys()]);
    return [...projectors.values()]
      .filter((projector) => builds.every((build) => build.name !== projector.name || build.version <= projector.version))
      .map((projector) => projector.name);
  };

  const poll = async () => {
    if (polling || abort.signal.aborted) return;
    polling = true;
    try {
      await migrateProjectionOperations(pool);
      const eligible = await eligibleProjectors();
      for (;;) {
        if (abort.signal.aborted) return;
        const operation = await claimOperation(pool, eligible, instanceId);
        if (!operation) return;
        const running = run(operation).finally(() => inFlight.delete(running));
        inFlight.add(running);
      }
    } catch (error) {
      logger.warn('projection operations could not be read', { error });
    } finally {
      polling = false;
    }
  };

  const timer = setInterval(() => void poll(), options.pollMs ?? 1000);
  void poll();
  return {
    async stop() {
      clearInterval(timer);
      abort.abort();
      await Promise.all(inFlight);
    },
  };
};

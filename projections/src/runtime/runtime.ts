import { setMaxListeners } from 'node:events';
import { randomBytes, randomInt } from 'node:crypto';
import { hostname } from 'node:os';
import type pg from 'pg';
import { createPositionSignal, type EventStore } from '@sankofa/events';
import type { Logger } from '@sankofa/server-kit';
import { assertValidProjector, type Projector } from '../projector.ts';
import { ensureBuilds, prepareRebuild, recreateInPlace } from './builds.ts';
import { CHECKPOINTS_CHANNEL, loadBuilds, lockProjector, migrateProjections, type BuildRow } from './checkpoints.ts';
import { inTransaction } from './transactions.ts';
import { createLiveGroup } from './live-group.ts';
import { BuildBusyError } from './errors.ts';
import { skipFailedEvent } from './skip.ts';
import { startOperationRunner } from './operations.ts';
import { stealLease } from './leases.ts';
import { replayInto, type ReplayResult } from './replay.ts';
import { projectionStatus, type ProjectionStatus } from './status.ts';
import { runBuildWorker, type BuildProgress, type WorkerContext, type WorkerGoal, type WorkerResult } from './worker.ts';
import { sharedRebuildRead, type PassTicket } from './rebuild-pass.ts';
import { announceWorker, shareOf, withdrawWorker } from './workers.ts';

/** One build this runtime writes; aborting `stop` hands it back. */
interface RunningWorker {
  build: BuildRow;
  stop: AbortController;
  done: Promise<WorkerResult>;
}

/**
 * 15 ms: at 150 swipes/s it cut PostgreSQL's CPU per swipe by a quarter (bench:live), and a read
 * waiting for its own write waits that much longer at most.
 */
const LIVE_LINGER_MS = 15;

export interface ProjectionRuntimeOptions {
  store: EventStore;
  pool: pg.Pool;
  projectors: readonly Projector[];
  logger: Logger;
  /** Names this process in leases; defaults to host, pid and a random suffix. */
  instanceId?: string;
  /** Events per transaction; large batches make rebuilds fast. */
  batchSize?: number;
  /** How long the live group waits after a batch for the events that follow it (see `createLiveGroup`). */
  liveLingerMs?: number;
  leaseSeconds?: number;
  /** Status counts lag in events up to this many. */
  lagCap?: number;
  /** How often the console's requested operations are looked for. */
  operationsPollMs?: number;
  /** What reactors take as now; the wall clock unless a test sets it. */
  clock?: () => Date;
}

export interface ProjectionRuntime {
  readonly instanceId: string;
  /** Migrates, creates missing builds, starts rebuilds of newer code versions, and runs its share of the builds (all of them when it is the only runtime). */
  start(): Promise<void>;
  /** Stops this instance's workers, releases their leases and withdraws it from the share-out. */
  stop(): Promise<void>;
  status(): Promise<ProjectionStatus[]>;
  /** Blue/green: builds the code's version beside the serving one, then switches. Resumes a rebuild left unfinished. Aborting `signal` stops it where it is. */
  rebuild(name: string, onProgress?: (progress: BuildProgress) => void, signal?: AbortSignal): Promise<void>;
  /** As `rebuild`, for several projectors in one read of the log; each switches on its own, and one that fails stops only itself (all failures are thrown at the end). */
  rebuildAll(names: readonly string[], onProgress?: (progress: BuildProgress) => void, signal?: AbortSignal): Promise<void>;
  /** Stops whoever writes the projector, wipes it and rebuilds it in place (queries see empty tables meanwhile). */
  reset(name: string, onProgress?: (progress: BuildProgress) => void): Promise<void>;
  /** Runs a failed build again from its checkpoint, e.g. once the projector's code is fixed. */
  retry(name: string): Promise<void>;
  /** Passes the event a build failed on at `position` (an audited decision); false when no build is failed there. */
  skip(name: string, position: string): Promise<boolean>;
  replay(name: string, to?: string, onProgress?: (events: number, position: string) => void): Promise<ReplayResult>;
}

/** Runtimes starting together would all reach for the same first builds; each starts at its own place in the list. */
const inTurn = <T>(items: readonly T[]): T[] => {
  const start = randomInt(Math.max(items.length, 1));
  return [...items.slice(start), ...items.slice(0, start)];
};

export const createProjectionRuntime = (options: ProjectionRuntimeOptions): ProjectionRuntime => {
  const { pool, logger } = options;
  const projectors = new Map(options.projectors.map((projector) => [projector.name, projector]));
  options.projectors.forEach(assertValidProjector);
  if (projectors.size !== options.projectors.length) throw new Error('Two projectors share a name');
  const instanceId = options.instanceId ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  const batchSize = options.batchSize ?? 5000;
  const leaseSeconds = options.leaseSeconds ?? 15;
  let workerCount = 0;
  const newOwner = () => `${instanceId}#${++workerCount}`;
  const workers = new Map<string, RunningWorker>();
  const ensured = new Set<string>();
  let running: { abort: AbortController; timer: NodeJS.Timeout; operations: { stop(): Promise<void> } } | undefined;
  let ticking: Promise<void> = Promise.resolve();

  const projectorNamed = (name: string): Projector => {
    const projector = projectors.get(name);
    if (!projector) throw new Error(`No projector named ${name} (known: ${[...projectors.keys()].join(', ')})`);
    return projector;
  };
  // Only announces (one coalesced NOTIFY after each commit): this side never listens.
  const checkpoints = createPositionSignal(pool, CHECKPOINTS_CHANNEL);
  const liveGroup = createLiveGroup({ store: options.store, pool, batchSize, lingerMs: options.liveLingerMs ?? LIVE_LINGER_MS });
  const contextFor = (projector: Projector, rebuildRead?: PassTicket): WorkerContext => ({
    ...options,
    projector,
    batchSize,
    leaseSeconds,
    checkpointMoved: (position) => checkpoints.announce(position),
    clock: options.clock ?? (() => new Date()),
    liveGroup,
    rebuildRead,
  });
  /** Rebuilds started together read the log once between them. */
  const withSharedRead = (builds: readonly BuildRow[]) => {
    const rebuilds = builds.filter((build) => !build.active);
    const tickets = sharedRebuildRead({ store: options.store, batchSize }, rebuilds.length);
    return builds.map((build) => ({ build, rebuildRead: build.active ? undefined : tickets[rebuilds.indexOf(build)] }));
  };

  /** This code writes only builds of its own version; an older instance keeps writing an older one. */
  const isOurs = (build: BuildRow) => build.version === projectorNamed(build.name).version && build.state !== 'failed';
  const keyOf = (build: Pick<BuildRow, 'name' | 'schemaName'>) => `${build.name}/${build.schemaName}`;
  const held = () => [...workers.values()].filter((worker) => !worker.stop.signal.aborted);

  const startWorker = (build: BuildRow, rebuildRead: PassTicket | undefined, signal: AbortSignal) => {
    const key = keyOf(build);
    // A tick that was already running when stop() came must not start anything.
    if (workers.has(key) || signal.aborted) return rebuildRead?.release();
    const stop = new AbortController();
    const done = runBuildWorker(contextFor(projectorNamed(build.name), rebuildRead), build, newOwner(), 'serve', AbortSignal.any([signal, stop.signal]))
      .catch((error: unknown) => {
        logger.error('projection worker crashed', { name: build.name, schema: build.schemaName, error });
        return 'stopped' as const;
      })
      .finally(() => workers.delete(key));
    workers.set(key, { build, stop, done });
    // A build that finished its rebuild, or was handed back, is picked up again without waiting for the next tick.
    void done.then((result) => {
      if (running && !signal.aborted && !stop.signal.aborted && result !== 'not_acquired') void tick(signal);
    });
  };

  /** Hands back the builds past this runtime's share, live ones before rebuilds, for a runtime with fewer to take. */
  const releaseSurplus = (share: number) => {
    const surplus = held()
      .sort((a, b) => Number(a.build.active) - Number(b.build.active))
      .slice(share);
    for (const worker of surplus) worker.stop.abort();
  };

  const ensureAll = async () => {
    for (const projector of projectors.values()) {
      if (ensured.has(projector.name)) continue;
      try {
        await ensureBuilds(pool, options.store, projector);
        ensured.add(projector.name);
      } catch (error) {
        logger.warn('projection runtime could not check a projector', { name: projector.name, error });
      }
    }
  };

  /**
   * Announces this runtime, then takes its share of the builds nobody holds, or hands back what it
   * holds beyond it: each of N live runtimes writes about 1/N of them. The leases decide who
   * writes what; the share only keeps one runtime from taking them all.
   */
  const balance = async (signal: AbortSignal) => {
    await ensureAll();
    if (signal.aborted) return;
    const live = await announceWorker(pool, instanceId, leaseSeconds);
    const builds = (await loadBuilds(pool, [...projectors.keys()])).filter(isOurs);
    const share = shareOf(builds.length, live);
    releaseSurplus(share);
    const free = inTurn(builds.filter((build) => !build.leaseHeld && !workers.has(keyOf(build))));
    const taken = free.slice(0, Math.max(0, share - held().length));
    for (const { build, rebuildRead } of withSharedRead(taken)) startWorker(build, rebuildRead, signal);
  };

  const tick = (signal: AbortSignal): Promise<void> => {
    ticking = ticking.then(async () => {
      if (signal.aborted) return;
      try {
        await balance(signal);
      } catch (error) {
        logger.warn('projection runtime could not take its share', { error });
      }
    });
    return ticking;
  };

  const runToHead = async (
    projector: Projector,
    build: BuildRow,
    owner: string,
    onProgress?: (progress: BuildProgress) => void,
    signal = new AbortController().signal,
    rebuildRead?: PassTicket,
  ) => {
    const goal: WorkerGoal = 'caught_up';
    const result = await runBuildWorker(contextFor(projector, rebuildRead), build, owner, goal, signal, onProgress);
    if (result === 'caught_up') return;
    const builds = await loadBuilds(pool, [projector.name]);
    const now = builds.find((candidate) => candidate.schemaName === build.schemaName);
    if (result === 'not_acquired') throw new BuildBusyError(build.schemaName, now?.leaseOwner ?? 'another instance');
    if (result === 'failed' && now) {
      throw new Error(`${projector.name} failed at ${now.failedPosition} on ${now.failedEventType} ${now.failedEventId}: ${now.failedError}`);
    }
    throw new Error(`${projector.name} (${build.schemaName}) stopped before reaching the head (${result})`);
  };

  const runtime: ProjectionRuntime = {
    instanceId,
    async start() {
      if (running) return;
      await migrateProjections(pool);
      const abort = new AbortController();
      // Every build's worker listens for the stop (two dozen at once is normal, not a leak).
      setMaxListeners(0, abort.signal);
      const timer = setInterval(() => void tick(abort.signal), (leaseSeconds * 1000) / 3);
      // Rebuilds, retries and skips an admin asks for in the console, whichever process took the request.
      const operations = startOperationRunner({ ...options, instanceId, runtime, pollMs: options.operationsPollMs });
      running = { abort, timer, operations };
      await tick(abort.signal);
    },
    async stop() {
      if (!running) return;
      const { timer, abort, operations } = running;
      clearInterval(timer);
      await operations.stop();
      abort.abort();
      running = undefined;
      await ticking;
      await Promise.all([...workers.values()].map((worker) => worker.done));
      await withdrawWorker(pool, instanceId).catch(() => undefined);
    },
    status: () => projectionStatus(pool, options.store, options.projectors, options.lagCap ?? 10_000),
    rebuild: (name, onProgress, signal) => runtime.rebuildAll([name], onProgress, signal),
    async rebuildAll(names, onProgress, signal) {
      const chosen = names.map(projectorNamed);
      await migrateProjections(pool);
      const builds: BuildRow[] = [];
      for (const projector of chosen) builds.push(await prepareRebuild(pool, options.store, projector));
      const results = await Promise.allSettled(
        withSharedRead(builds).map(({ build, rebuildRead }) => runToHead(projectorNamed(build.name), build, newOwner(), onProgress, signal, rebuildRead)),
      );
      const failures = results.filter((result) => result.status === 'rejected').map((result) => result.reason as Error);
      if (failures.length === 1) throw failures[0]!;
      if (failures.length > 1) throw new AggregateError(failures, failures.map((failure) => failure.message).join('; '));
    },
    async reset(name, onProgress) {
      const projector = projectorNamed(name);
      await migrateProjections(pool);
      const owner = newOwner();
      await inTransaction(pool, async (tx) => {
        await lockProjector(tx, name);
        for (const build of await loadBuilds(tx, [name])) await stealLease(tx, build, owner, leaseSeconds);
        await tx.query(`UPDATE projection_checkpoints SET state = 'stopped' WHERE name = $1 AND active AND state <> 'failed'`, [name]);
      });
      const build = await recreateInPlace(pool, options.store, projector, { owner, seconds: leaseSeconds });
      logger.info('projection reset', { name, schema: build.schemaName });
      await runToHead(projector, build, owner, onProgress);
    },
    async retry(name) {
      projectorNamed(name);
      await pool.query(
        `UPDATE projection_checkpoints SET state = CASE WHEN active THEN 'running' ELSE 'rebuilding' END, failed_position = NULL,
           failed_event_id = NULL, failed_event_type = NULL, failed_error = NULL, failed_stream = NULL, updated_at = now()
         WHERE name = $1 AND state = 'failed'`,
        [name],
      );
      if (running) await tick(running.abort.signal);
    },
    async skip(name, position) {
      projectorNamed(name);
      const skipped = await skipFailedEvent(pool, name, position);
      if (skipped) logger.warn('projection skipped a failing event', { name, position });
      if (skipped && running) await tick(running.abort.signal);
      return skipped;
    },
    replay: (name, to, onProgress) => replayInto(pool, options.store, projectorNamed(name), { to, batchSize, onProgress }),
  };
  return runtime;
};

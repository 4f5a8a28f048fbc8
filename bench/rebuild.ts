import { createPostgresEventStore, migrateEventStore } from '@sankofa/events';
import { createProjectionRuntime, migrateProjections, projectors, type Projector } from '@sankofa/projections';
import { createLogger, createPool } from '@sankofa/server-kit';
import { generateCommunityLog, type GeneratedLog } from './rebuild-community.ts';
import { perSecond } from './embedded.ts';

export interface RebuildFigures {
  /** Log events over the wall time until every projector is rebuilt and switched. */
  eventsPerSecond: number;
  seconds: number;
  log: GeneratedLog & { eventsPerSecond: number; byType: Record<string, number> };
  /** Per projector: seconds until its switch (from its group's start), events handled, and the seconds its own writes took. */
  byProjector: Array<{ name: string; seconds: number; handled: number; applySeconds: number }>;
}

export interface RebuildOptions {
  databaseUrl: string;
  events: number;
  /** Only these projectors (all of the registry by default). */
  only?: readonly string[];
  concurrency?: number;
  /** Projectors rebuilt together in one read of the log (as the runtime does at start); 1 times each alone. All by default. */
  parallel?: number;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  onLine?: (line: string) => void;
}

const countByType = async (pool: ReturnType<typeof createPool>) => {
  const { rows } = await pool.query<{ type: string; count: number }>('SELECT type, count(*)::int AS count FROM events GROUP BY type ORDER BY count DESC');
  return Object.fromEntries(rows.map((row) => [row.type, row.count]));
};

/** The projector as it is, timing its `apply`: the rest of a rebuild's time is reading, validating and checkpointing. */
const timedApply = (projector: Projector, spent: Map<string, number>): Projector => ({
  ...projector,
  apply: async (events, tx) => {
    const started = process.hrtime.bigint();
    try {
      await projector.apply(events, tx);
    } finally {
      spent.set(projector.name, (spent.get(projector.name) ?? 0) + Number(process.hrtime.bigint() - started) / 1e9);
    }
  },
});

/**
 * Seeds a log of at least `events` events made by the members' own commands (see
 * rebuild-community.ts), then rebuilds every projector of the registry blue/green, in groups of
 * `parallel` that each share one read of the log, with the catalog's validation as the app runs
 * it, and times each projector's writes.
 */
export const benchRebuild = async (options: RebuildOptions): Promise<RebuildFigures> => {
  const pool = createPool(options.databaseUrl, options.concurrency ?? 16);
  await migrateEventStore(pool);
  await migrateProjections(pool);
  const store = createPostgresEventStore(pool, { pageSize: 10_000 });
  const applySeconds = new Map<string, number>();
  const chosen = projectors.filter((projector) => !options.only || options.only.includes(projector.name)).map((projector) => timedApply(projector, applySeconds));
  const runtime = createProjectionRuntime({
    store,
    pool,
    projectors: chosen,
    logger: createLogger('bench-rebuild', { silent: true }),
    batchSize: options.batchSize ?? 10_000,
  });
  try {
    // The serving builds, made on the empty log, so that each measured rebuild is a real blue/green one.
    for (const projector of chosen) await runtime.rebuild(projector.name);
    applySeconds.clear();
    const seedStarted = process.hrtime.bigint();
    const generated = await generateCommunityLog(store, {
      events: options.events,
      concurrency: options.concurrency ?? 16,
      onDay: (done) => options.onProgress?.(done, options.events),
    });
    const log = { ...generated, eventsPerSecond: perSecond(generated.events, seedStarted), byType: await countByType(pool) };
    options.onLine?.(`seeded ${log.events} events in ${log.days} days by ${log.members} members at ${log.eventsPerSecond}/s`);
    // What autovacuum does to a log that grew gradually; right after a bulk load the planner's row estimates are stale.
    await pool.query('ANALYZE events');
    const byProjector: RebuildFigures['byProjector'] = [];
    const startedAt = process.hrtime.bigint();
    const groupSize = options.parallel ?? chosen.length;
    for (let first = 0; first < chosen.length; first += groupSize) {
      const group = chosen.slice(first, first + groupSize);
      const started = process.hrtime.bigint();
      const handled = new Map<string, number>();
      const switched = new Map<string, number>();
      await runtime.rebuildAll(
        group.map((projector) => projector.name),
        (progress) => {
          handled.set(progress.name, progress.events);
          switched.set(progress.name, Number(process.hrtime.bigint() - started) / 1e9);
        },
      );
      for (const { name } of group) {
        const applied = applySeconds.get(name) ?? 0;
        byProjector.push({ name, seconds: switched.get(name) ?? 0, handled: handled.get(name) ?? 0, applySeconds: applied });
        options.onLine?.(`rebuilt ${name}: ${handled.get(name) ?? 0} handled events, ${applied.toFixed(1)} s in apply`);
      }
    }
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    return { eventsPerSecond: Math.round(log.events / seconds), seconds, log, byProjector };
  } finally {
    await store.close();
    await pool.end();
  }
};

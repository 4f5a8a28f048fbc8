import { randomUUID } from 'node:crypto';
import { createPostgresEventStore, migrateEventStore, type EventStore, type NewEvent } from '@sankofa/events';
import { migrateProjections, createProjectionRuntime, streamActivityProjector } from '@sankofa/projections';
import { createLogger, createPool } from '@sankofa/server-kit';

const STREAMS = 20_000;
const APPEND_SIZE = 1000;
const WRITERS = 4;
const TYPES = ['SwipeRecorded', 'MessageSent', 'ProfileUpdated', 'MatchMade'] as const;
const CATEGORIES = ['member', 'swipes', 'match'] as const;

const seedEvent = (index: number, occurredAt: string): NewEvent => ({
  type: TYPES[index % TYPES.length]!,
  data: { swiperId: randomUUID(), swipedId: randomUUID(), isLike: index % 3 !== 0, note: 'bench' },
  metadata: { eventId: randomUUID(), occurredAt, actorId: 'bench', correlationId: randomUUID(), causationId: null, schemaVersion: 1 },
});

/** Appends `total` events in batches of 1,000 to streams spread over three categories, from concurrent writers. */
const seed = async (store: EventStore, total: number): Promise<void> => {
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < total) {
        const start = next;
        const size = Math.min(APPEND_SIZE, total - start);
        next += size;
        const stream = `${CATEGORIES[start % CATEGORIES.length]}-${(start / APPEND_SIZE) % STREAMS}`;
        const occurredAt = new Date().toISOString();
        await store.append(stream, Array.from({ length: size }, (_, offset) => seedEvent(start + offset, occurredAt)));
      }
    }),
  );
};

/**
 * Seeds a log of at least `events` events, then rebuilds the stream_activity projector over it
 * blue/green (both of its tables, set-based writes, 10,000-event batches) and reports the rate.
 */
export const benchRebuild = async (options: {
  databaseUrl: string;
  events: number;
  onProgress?: (done: number, total: number) => void;
}): Promise<{ eventsPerSecond: number }> => {
  const pool = createPool(options.databaseUrl, 8);
  await migrateEventStore(pool);
  await migrateProjections(pool);
  const store = createPostgresEventStore(pool, { pageSize: 10_000 });
  const runtime = createProjectionRuntime({
    store,
    pool,
    projectors: [streamActivityProjector],
    logger: createLogger('bench-rebuild', { silent: true }),
    batchSize: 10_000,
  });
  try {
    // The serving build, made on the log as it was, so that the measured rebuild is a real blue/green one.
    await runtime.rebuild(streamActivityProjector.name);
    await seed(store, options.events);
    // What autovacuum does to a log that grew gradually; right after a bulk load the planner's row estimates are stale.
    await pool.query('ANALYZE events');
    const { rows } = await pool.query<{ total: number }>('SELECT count(*)::int AS total FROM events');
    const total = rows[0]?.total ?? options.events;
    const startedAt = process.hrtime.bigint();
    let done = 0;
    await runtime.rebuild(streamActivityProjector.name, (progress) => {
      done = progress.events;
      options.onProgress?.(done, total);
    });
    const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
    return { eventsPerSecond: Math.round(done / seconds) };
  } finally {
    await store.close();
    await pool.end();
  }
};

import { randomInt, randomUUID } from 'node:crypto';
import { createPostgresEventStore, migrateEventStore, type EventStore, type NewEvent } from '@sankofa/events';
import { createPool } from '@sankofa/server-kit';
import { perSecond } from './embedded.ts';

const STREAMS = 10_000;

const benchEvent = (index: number): NewEvent => ({
  type: 'SwipeRecorded',
  data: { swiperId: randomUUID(), swipedId: randomUUID(), isLike: index % 2 === 0 },
  metadata: {
    eventId: randomUUID(),
    occurredAt: new Date().toISOString(),
    actorId: 'bench',
    correlationId: randomUUID(),
    causationId: null,
    schemaVersion: 1,
  },
});

const runWriters = async (writers: number, work: () => Promise<number>, total: number): Promise<number> => {
  let done = 0;
  const startedAt = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (done < total) {
        // `done += await work()` would read `done` before the await and lose the other writers' counts.
        const appended = await work();
        done += appended;
      }
    }),
  );
  return perSecond(done, startedAt);
};

const singleAppend = (store: EventStore) => async () => {
  await store.append(`member-${randomInt(STREAMS)}`, [benchEvent(0)]);
  return 1;
};

const batchAppend = (store: EventStore, size: number) => async () => {
  await store.append(`member-${randomInt(STREAMS)}`, Array.from({ length: size }, (_, index) => benchEvent(index)));
  return size;
};

/** Durable appends (synchronous_commit on, the server default) from concurrent writers. */
export const benchAppends = async (databaseUrl: string, options: { writers: number; singles: number; batches: number }) => {
  const pool = createPool(databaseUrl, options.writers + 2);
  await migrateEventStore(pool);
  const store = createPostgresEventStore(pool);
  try {
    const appendsPerSecond = await runWriters(options.writers, singleAppend(store), options.singles);
    const batchEventsPerSecond = await runWriters(options.writers, batchAppend(store, 100), options.batches * 100);
    return { appendsPerSecond, batchEventsPerSecond };
  } finally {
    await store.close();
    await pool.end();
  }
};

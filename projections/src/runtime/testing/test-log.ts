import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { createPostgresEventStore, migrateEventStore, type EventStore, type NewEvent, type RecordedEvent } from '@sankofa/events';
import { committedHead } from '@sankofa/events/testing';
import { createLogger, createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { migrateProjections } from '../checkpoints.ts';
import type { ProjectionRuntime } from '../runtime.ts';

export const silentLogger = createLogger('projections-test', { silent: !process.env.DEBUG_PROJECTIONS });

export interface TestLog {
  url: string;
  pool: pg.Pool;
  store: EventStore;
  close(): Promise<void>;
}

/** A fresh database with the event log and the checkpoint table. */
export const openTestLog = async (url?: string): Promise<TestLog> => {
  const databaseUrl = url ?? (await createTestDatabase());
  const pool = createPool(databaseUrl);
  await migrateEventStore(pool);
  await migrateProjections(pool);
  const store = createPostgresEventStore(pool);
  return {
    url: databaseUrl,
    pool,
    store,
    close: async () => {
      await store.close();
      await pool.end();
    },
  };
};

let sequence = 0;

export const testEvent = (type: string, data: Record<string, unknown> = {}): NewEvent => ({
  type,
  data,
  metadata: {
    eventId: `00000000-0000-7000-8000-${String(++sequence).padStart(12, '0')}`,
    occurredAt: new Date().toISOString(),
    actorId: 'system',
    correlationId: 'test',
    causationId: null,
    schemaVersion: 1,
  },
});

/** `count` events of `type` spread over `streams` streams of a category, each with an `amount`. */
export const appendMany = async (store: EventStore, options: { category: string; streams: number; count: number; type?: string }): Promise<void> => {
  const perStream = new Map<number, NewEvent[]>();
  for (let index = 0; index < options.count; index++) {
    const stream = index % options.streams;
    const events = perStream.get(stream) ?? [];
    events.push(testEvent(options.type ?? 'AmountAdded', { amount: (index % 7) + 1 }));
    perStream.set(stream, events);
  }
  for (const [stream, events] of perStream) await store.append(`${options.category}-${stream}`, events);
};

export const waitFor = async (what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
};

/** The newest committed event, whether or not the store shows it yet (see `committedHead`). */
export const logHead = (log: Pick<TestLog, 'pool'>): Promise<string | null> => committedHead(log.pool);

/**
 * Every event the test appended, read through the store as a projector reads them: once all of
 * them are there, as the store shows an append only when every older transaction of the server
 * has ended (other test files' included).
 */
export const readWholeLog = async (log: Pick<TestLog, 'pool' | 'store'>): Promise<RecordedEvent[]> => {
  await waitFor('the appended events to show in the log', async () => (await logHead(log)) === (await log.store.headPosition()));
  const events: RecordedEvent[] = [];
  for await (const event of log.store.readAll()) events.push(event);
  return events;
};

/** Every active build of the runtime has reached the head of the log. */
export const waitUntilCaughtUp = async (runtime: ProjectionRuntime, log: Pick<TestLog, 'pool'>, names?: string[]): Promise<void> => {
  await waitFor('projections to catch up', async () => {
    const head = await logHead(log);
    const statuses = (await runtime.status()).filter((status) => status.active && (!names || names.includes(status.name)));
    return statuses.length > 0 && statuses.every((status) => status.position !== null && head !== null && status.position >= head);
  });
};

export const rowsOf = async (pool: pg.Pool, sql: string): Promise<unknown[]> => (await pool.query(sql)).rows;

import { readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { createPostgresEventStore, migrateEventStore, newEvent, SwipeRecorded, type EventStore, type ExpectedState } from '@sankofa/events';
import { createPool } from '@sankofa/server-kit';
import type pg from 'pg';
import { perSecond } from './embedded.ts';

/** Each writer owns its streams, so it always knows their exact revision, as a command that has just read its stream does. */
const STREAMS_PER_WRITER = 64;

/** Built by `newEvent`, which parses the data with the event's schema: the command side's validation of every new event. */
const swipe = (index: number) =>
  newEvent(
    SwipeRecorded,
    { swiperId: randomUUID(), swipedId: randomUUID(), isLike: index % 2 === 0, isSuperLike: false },
    { actorId: 'bench', correlationId: randomUUID(), causationId: randomUUID() },
  );

interface Writer {
  streams: string[];
  revisions: Map<string, ExpectedState>;
  turn: number;
}

const writerOf = (index: number): Writer => {
  const streams = Array.from({ length: STREAMS_PER_WRITER }, (_, stream) => `swipes-${index}x${stream}`);
  return { streams, revisions: new Map(streams.map((stream) => [stream, 'no_stream'])), turn: 0 };
};

/** Appends `size` events to the writer's next stream at its exact expected revision. */
const appendNext = async (store: EventStore, writer: Writer, size: number): Promise<number> => {
  const stream = writer.streams[writer.turn++ % writer.streams.length]!;
  const events = Array.from({ length: size }, (_, index) => swipe(index));
  const { revision } = await store.append(stream, events, { expected: writer.revisions.get(stream)! });
  writer.revisions.set(stream, revision);
  return size;
};

/** CPU seconds PostgreSQL's processes (backends, WAL writer, checkpointer…) have used so far, from /proc. */
const serverCpuSeconds = async (pool: pg.Pool): Promise<number> => {
  const { rows } = await pool.query<{ pid: number }>('SELECT pid FROM pg_stat_activity');
  const ticks = await Promise.all(
    rows.map(async ({ pid }) => {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    }),
  );
  return ticks.reduce((sum, value) => sum + value, 0) / 100;
};

const walBytes = async (pool: pg.Pool): Promise<number> => {
  const { rows } = await pool.query<{ bytes: string }>(`SELECT (pg_current_wal_lsn() - '0/0'::pg_lsn)::text AS bytes`);
  return Number(rows[0]!.bytes);
};

export interface PhaseFigures {
  eventsPerSecond: number;
  /** Load-independent: what one event costs the client process and the server's processes, in CPU microseconds. */
  clientCpuUsPerEvent: number;
  serverCpuUsPerEvent: number;
  walBytesPerEvent: number;
}

/** `writers` concurrent writers append `total` events, `size` per append; the figures of that phase alone. */
const runPhase = async (pool: pg.Pool, store: EventStore, writers: Writer[], size: number, total: number): Promise<PhaseFigures> => {
  const [serverBefore, walBefore] = [await serverCpuSeconds(pool), await walBytes(pool)];
  const clientBefore = process.cpuUsage();
  const startedAt = process.hrtime.bigint();
  let done = 0;
  await Promise.all(
    writers.map(async (writer) => {
      // `done += await …` would read `done` before the await and lose the other writers' counts.
      while (done < total) {
        const appended = await appendNext(store, writer, size);
        done += appended;
      }
    }),
  );
  const eventsPerSecond = perSecond(done, startedAt);
  const client = process.cpuUsage(clientBefore);
  const [serverAfter, walAfter] = [await serverCpuSeconds(pool), await walBytes(pool)];
  return {
    eventsPerSecond,
    clientCpuUsPerEvent: Math.round((client.user + client.system) / done),
    serverCpuUsPerEvent: Math.round(((serverAfter - serverBefore) * 1e6) / done),
    walBytesPerEvent: Math.round((walAfter - walBefore) / done),
  };
};

const setting = async (pool: pg.Pool, name: 'synchronous_commit' | 'fsync'): Promise<string> =>
  (await pool.query<Record<string, string>>(`SHOW ${name}`)).rows[0]![name]!;

/**
 * Durable appends (as the server is configured: its synchronous_commit and fsync are reported)
 * from concurrent writers, each at the stream's exact expected revision with validated events.
 */
export const benchAppends = async (databaseUrl: string, options: { writers: number; singles: number; batches: number; batchSize: number }) => {
  const pool = createPool(databaseUrl, options.writers + 2);
  await migrateEventStore(pool);
  const store = createPostgresEventStore(pool);
  try {
    const writers = Array.from({ length: options.writers }, (_, index) => writerOf(index));
    // Every stream gets its first event before timing, so the timed appends all expect a revision number.
    await runPhase(pool, store, writers, 1, options.writers * STREAMS_PER_WRITER);
    return {
      synchronousCommit: await setting(pool, 'synchronous_commit'),
      fsync: await setting(pool, 'fsync'),
      singles: await runPhase(pool, store, writers, 1, options.singles),
      batches: await runPhase(pool, store, writers, options.batchSize, options.batches * options.batchSize),
    };
  } finally {
    await store.close();
    await pool.end();
  }
};

/**
 * `npm run bench:export`: appends 1,000,000 events (EXPORT_BENCH_EVENTS to change it) to a throwaway embedded
 * PostgreSQL, then exports them all as ndjson to a file the way `npm run events -- export` does, printing
 * events per second and the process's RSS sampled over the export: it stays flat, the log is paged, never held.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createPostgresEventStore, migrateEventStore, type EventStore, type NewEvent } from '@sankofa/events';
import { memberRegistration } from '@sankofa/events/testing';
import { exportEvents } from '@sankofa/events/export';
import { createPool } from '@sankofa/server-kit';
import { perSecond, withBenchDatabase } from './embedded.ts';

const TOTAL = Number(process.env.EXPORT_BENCH_EVENTS ?? 1_000_000);
const BATCH = 1000;
const WRITERS = 2;
const MB = 1024 * 1024;

const metadata = () => ({ eventId: randomUUID(), occurredAt: new Date().toISOString(), actorId: 'bench', correlationId: randomUUID(), causationId: null, schemaVersion: 1 });

/** A member's registration (with the secrets and contact details an export redacts) followed by their swipes. */
const memberBatch = (): NewEvent[] => {
  const memberId = randomUUID();
  return [
    { type: 'MemberRegistered', data: memberRegistration(memberId), metadata: metadata() },
    ...Array.from({ length: BATCH - 1 }, (_, index) => ({ type: 'SwipeRecorded', data: { swiperId: memberId, swipedId: randomUUID(), isLike: index % 3 === 0 }, metadata: metadata() })),
  ];
};

const seed = async (store: EventStore): Promise<number> => {
  const startedAt = process.hrtime.bigint();
  let next = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async () => {
      while (next < TOTAL / BATCH) {
        next++;
        await store.append(`member-${randomUUID()}`, memberBatch());
      }
    }),
  );
  return perSecond(TOTAL, startedAt);
};

const sampleRss = (samples: { events: number; rssMb: number; heapMb: number }[], progress: { events: number }) => {
  const take = () => {
    const usage = process.memoryUsage();
    samples.push({ events: progress.events, rssMb: Math.round(usage.rss / MB), heapMb: Math.round(usage.heapUsed / MB) });
  };
  take();
  const timer = setInterval(take, 250);
  return () => (clearInterval(timer), take());
};

await withBenchDatabase(async (databaseUrl) => {
  const pool = createPool(databaseUrl, WRITERS + 2);
  await migrateEventStore(pool);
  const store = createPostgresEventStore(pool);
  const folder = await mkdtemp(path.join(tmpdir(), 'sankofa-export-'));
  try {
    console.log(`Appending ${TOTAL.toLocaleString('en')} events (batches of ${BATCH}, ${WRITERS} writers)...`);
    console.log(`  ${(await seed(store)).toLocaleString('en')} events/s appended`);

    const file = path.join(folder, 'events.ndjson');
    const progress = { events: 0 };
    const samples: { events: number; rssMb: number; heapMb: number }[] = [];
    global.gc?.();
    const stop = sampleRss(samples, progress);
    const startedAt = process.hrtime.bigint();
    const chunks = exportEvents(store, { format: 'ndjson', includeContact: false, onProgress: (events) => (progress.events = events) });
    await pipeline(Readable.from(chunks), createWriteStream(file));
    const eventsPerSecond = perSecond(progress.events, startedAt);
    stop();

    const { size } = await stat(file);
    console.log(`Exported ${progress.events.toLocaleString('en')} events (${Math.round(size / MB)} MB of ndjson): ${eventsPerSecond.toLocaleString('en')} events/s`);
    console.log('RSS over the export (events exported so far → RSS, heap used):');
    const step = Math.max(1, Math.floor(samples.length / 12));
    for (const sample of samples.filter((_, index) => index % step === 0 || index === samples.length - 1)) {
      console.log(`  ${sample.events.toLocaleString('en').padStart(11)} → ${String(sample.rssMb).padStart(4)} MB RSS, ${String(sample.heapMb).padStart(4)} MB heap`);
    }
    const afterFirstTenth = samples.filter((sample) => sample.events >= TOTAL / 10).map((sample) => sample.rssMb);
    console.log(`RSS after the first 10%: min ${Math.min(...afterFirstTenth)} MB, max ${Math.max(...afterFirstTenth)} MB over ${samples.length} samples`);
  } finally {
    await rm(folder, { recursive: true, force: true });
    await store.close();
    await pool.end();
  }
});

/**
 * `npm run bench:download`: a member with 10,000 messages (DOWNLOAD_BENCH_MESSAGES to change it; half hers,
 * half her match's) on a throwaway embedded PostgreSQL, every read model built, then her 'Download my data'
 * over HTTP as the app serves it. Prints the time to the last byte, the archive's size and the process's
 * peak RSS and heap growth over the download (server and client are this one process): flat, since the
 * archive is paged from the read models and streamed, never held.
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createCommandApi, migrateCommandApi } from '@sankofa/command-api';
import { registerMember } from '@sankofa/command-api/members';
import { registrationInput, TEST_IDENTITY_BAN_KEY, uniquePhoneNumber } from '@sankofa/command-api/members/testing';
import { personalDataRouter } from '@sankofa/command-api/personal-data';
import { createLocalMediaStorage } from '@sankofa/adapters/media';
import { MatchMade, MatchOpened, MessageSent, createPostgresEventStore, matchStream, migrateEventStore, newEvent, pairStream, type EventStore } from '@sankofa/events';
import { createProjectionRuntime, migrateProjections, projectors, type ProjectionRuntime } from '@sankofa/projections';
import { personalDataArchive } from '@sankofa/query-api/personal-data';
import { jsonFile, unzip } from '@sankofa/query-api/personal-data/testing';
import { createAccessTokens, createLogger, createPool } from '@sankofa/server-kit';
import { serve } from '@sankofa/server-kit/testing';
import { withBenchDatabase } from './embedded.ts';

const MESSAGES = Number(process.env.DOWNLOAD_BENCH_MESSAGES ?? 10_000);
const BATCH = 1000;
const MB = 1024 * 1024;
const context = { actorId: 'bench', correlationId: 'bench' };

const member = (store: EventStore, firstName: string) =>
  registerMember(
    { store, identityBanKey: TEST_IDENTITY_BAN_KEY },
    registrationInput({ email: `${firstName.toLowerCase()}.${randomUUID()}@example.com`, phoneNumber: uniquePhoneNumber(), firstName, lastName: 'Mensah', age: 30, location: 'Accra, Ghana', heritage: 'Ghanaian', profession: 'Nurse' }),
    context,
  );

/** Ama and Kofi, matched, with MESSAGES messages between them, a sentence or two each. */
const seed = async (store: EventStore) => {
  const [{ memberId: ama }, { memberId: kofi }] = [await member(store, 'Ama'), await member(store, 'Kofi')];
  const match = { matchId: randomUUID(), userId1: ama, userId2: kofi };
  await store.append(pairStream(ama, kofi), [newEvent(MatchMade, match, context)]);
  await store.append(matchStream(match.matchId), [newEvent(MatchOpened, match, context)]);
  for (let sent = 0; sent < MESSAGES; sent += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, MESSAGES - sent) }, (_, index) => {
      const [senderId, receiverId] = (sent + index) % 2 === 0 ? [ama, kofi] : [kofi, ama];
      const content = `Message ${sent + index + 1}: shall we meet at the Makola market on Saturday for waakye and then walk to the beach?`;
      return newEvent(MessageSent, { matchId: match.matchId, messageId: randomUUID(), senderId, receiverId, content, originalLanguage: 'en' }, context);
    });
    await store.append(matchStream(match.matchId), batch);
  }
  return ama;
};

/** Until every projector has passed the log's head. */
const caughtUp = async (runtime: ProjectionRuntime, store: EventStore) => {
  const head = await store.headPosition();
  for (;;) {
    const statuses = await runtime.status();
    if (statuses.every(({ position }) => position !== null && head !== null && position >= head)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const sampleMemory = () => {
  global.gc?.();
  const start = process.memoryUsage();
  const peak = { rss: start.rss, heap: start.heapUsed };
  const take = () => {
    const usage = process.memoryUsage();
    peak.rss = Math.max(peak.rss, usage.rss);
    peak.heap = Math.max(peak.heap, usage.heapUsed);
  };
  const timer = setInterval(take, 50);
  return () => {
    clearInterval(timer);
    take();
    return { rssMb: Math.round(start.rss / MB), rssGrowthMb: Math.round((peak.rss - start.rss) / MB), heapGrowthMb: Math.round((peak.heap - start.heapUsed) / MB) };
  };
};

await withBenchDatabase(async (databaseUrl) => {
  const pool = createPool(databaseUrl, 10);
  await migrateEventStore(pool);
  await migrateProjections(pool);
  await migrateCommandApi(pool);
  const store = createPostgresEventStore(pool);
  const logger = createLogger('bench-download', { silent: true });
  const folder = await mkdtemp(path.join(tmpdir(), 'sankofa-download-'));
  const storage = createLocalMediaStorage(path.join(folder, 'media'));
  const tokens = createAccessTokens({ secret: 'bench-secret-at-least-16', ttlSeconds: 600 });
  const runtime = createProjectionRuntime({ store, pool, logger, projectors });
  try {
    console.log(`Seeding a member with ${MESSAGES.toLocaleString('en')} messages, then building every read model...`);
    const ama = await seed(store);
    await runtime.start();
    await caughtUp(runtime, store);
    const app = createCommandApi({ store, pool, tokens, logger, routers: [personalDataRouter({ store, tokens, archiveOf: personalDataArchive({ pool, store, storage }) })] });
    const server = await serve(app.callback());
    try {
      const file = path.join(folder, 'archive.zip');
      const stop = sampleMemory();
      const startedAt = process.hrtime.bigint();
      const response = await fetch(`${server.url}/api/user/personal-data`, { method: 'POST', headers: { authorization: `Bearer ${await tokens.issue({ memberId: ama, role: 'member' })}` } });
      if (response.status !== 200 || !response.body) throw new Error(`The download answered ${response.status}: ${await response.text()}`);
      await pipeline(Readable.fromWeb(response.body), createWriteStream(file));
      const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      const memory = stop();

      const messages = jsonFile(await unzip(await readFile(file)), 'messages.json');
      if (messages.length !== MESSAGES) throw new Error(`The archive holds ${messages.length} messages, not ${MESSAGES}`);
      console.log(`Downloaded ${MESSAGES.toLocaleString('en')} messages (${((await stat(file)).size / MB).toFixed(1)} MB zip) in ${seconds.toFixed(2)} s`);
      console.log(`  RSS ${memory.rssMb} MB at the start, peak growth ${memory.rssGrowthMb} MB; peak heap growth ${memory.heapGrowthMb} MB`);
    } finally {
      await server.close();
    }
  } finally {
    await runtime.stop();
    await store.close();
    await pool.end();
    await rm(folder, { recursive: true, force: true });
  }
});

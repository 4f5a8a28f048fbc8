import { fork, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { ProfileViewed, createPostgresEventStore, newEvent, profileViewStream } from '@sankofa/events';
import { createAccessTokens, createPool } from '@sankofa/server-kit';
import { withBenchDatabase } from './embedded.ts';
import { registerMembers, waitForProjections } from './live-setup.ts';

/**
 * `npm run bench:ws`: one query-api process (its /ws; the projections in a process of their own, a
 * throwaway embedded PostgreSQL) holding authenticated sockets of registered members, opened from several
 * load-generator processes (a process may hold only 20,000 files here). Prints, one `name=value`
 * per line, the sockets held, the app's resident memory per socket after full collections, and
 * the time from appending events that notify FANOUT members at once to each of their sockets
 * receiving its notification (log → live feed → channel), over ROUNDS rounds after WARMUP_ROUNDS.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 18_000);
const CLIENT_PROCESSES = Number(process.env.BENCH_CLIENT_PROCESSES ?? 3);
const FANOUT = Number(process.env.BENCH_FANOUT ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Rounds before the measured ones, not counted: the first fan-out also compiles the path it takes. */
const WARMUP_ROUNDS = Number(process.env.BENCH_WARMUP_ROUNDS ?? 1);
/** A folder for the query-api process's CPU profile (`--cpu-prof`), to see where a connection's and a fan-out's time goes. */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF_DIR;
const JWT_SECRET = 'bench-ws-secret-not-for-production';
const context = { actorId: 'bench', correlationId: 'bench-ws' };

const progress = (message: string) => process.stderr.write(`${message}\n`);
const now = () => performance.timeOrigin + performance.now();
const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? NaN;

type Reply = { type: string } & Record<string, unknown>;
const forkTs = (file: string, options: { execArgv?: string[]; env?: NodeJS.ProcessEnv } = {}) =>
  fork(new URL(file, import.meta.url), [], { execArgv: ['--import', 'tsx', ...(options.execArgv ?? [])], env: { ...process.env, ...options.env } });
const nextReply = (child: ChildProcess, type: string) =>
  new Promise<Reply>((resolve, reject) => {
    const onExit = () => reject(new Error(`A bench process stopped before answering ${type}`));
    const onMessage = (message: Reply) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
const ask = (child: ChildProcess, type: string, message: unknown = { type }) => {
  const reply = nextReply(child, type);
  child.send(message as object);
  return reply;
};

/** Every transaction the database has ended so far: presence writes are what a connection costs it. */
const transactions = async (pool: ReturnType<typeof createPool>) => {
  const { rows } = await pool.query<{ ended: string }>('SELECT sum(xact_commit + xact_rollback)::text AS ended FROM pg_stat_database');
  return Number(rows[0]!.ended);
};

const flushArrivals = async (clients: ChildProcess[]) => {
  const replies = await Promise.all(clients.map((client) => ask(client, 'arrivals', { type: 'flush' })));
  return { arrivals: replies.flatMap((reply) => reply.arrivals as number[]), open: replies.reduce((sum, reply) => sum + (reply.open as number), 0) };
};

/** One round: FANOUT members' notifications appended in one go, then each arrival's delay from just before the append. */
const fanOutRound = async (store: ReturnType<typeof createPostgresEventStore>, clients: ChildProcess[], memberIds: string[], round: number) => {
  const events = memberIds.map((viewedId) => newEvent(ProfileViewed, { viewerId: `bench-viewer-${round}`, viewedId, viewedIsPremium: true }, context));
  const startedAt = now();
  await store.append(profileViewStream(`bench-viewer-${round}`, 'fanout'), events, { expected: 'no_stream' });
  const delays: number[] = [];
  const giveUpAt = Date.now() + 30_000;
  while (delays.length < memberIds.length && Date.now() < giveUpAt) {
    await sleep(100);
    delays.push(...(await flushArrivals(clients)).arrivals.map((at) => at - startedAt));
  }
  return delays;
};

/** The projections, as `bin/projections-worker.ts` runs them beside the query-api; resolves once it listens. */
const startProjections = async (databaseUrl: string) => {
  const worker = fork(new URL('../bin/projections-worker.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET, PORT: '0', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: worker.stdout! }).on('line', (line) => line.includes('projections worker listening') && resolve());
    worker.once('exit', () => reject(new Error('The projections worker stopped before listening')));
  });
  return worker;
};

await withBenchDatabase(async (databaseUrl) => {
  const projections = await startProjections(databaseUrl);
  const app = forkTs('./ws-app.ts', { execArgv: ['--expose-gc', ...(CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [])], env: { DATABASE_URL: databaseUrl, JWT_SECRET } });
  const clients: ChildProcess[] = [];
  const pool = createPool(databaseUrl, 8);
  const store = createPostgresEventStore(pool);
  const tokens = createAccessTokens({ secret: JWT_SECRET, ttlSeconds: 3_600 });
  try {
    const { url } = (await nextReply(app, 'listening')) as unknown as { url: string };
    progress(`registering ${CONNECTIONS} members`);
    const members = await registerMembers(store, CONNECTIONS, (memberId) => tokens.issue({ memberId, role: 'member' }));
    await waitForProjections(pool, store);
    const before = await ask(app, 'rss');

    progress(`opening ${CONNECTIONS} sockets from ${CLIENT_PROCESSES} processes`);
    const openedAt = now();
    const transactionsBefore = await transactions(pool);
    clients.push(...Array.from({ length: CLIENT_PROCESSES }, () => forkTs('./ws-clients.ts')));
    const share = Math.ceil(members.length / CLIENT_PROCESSES);
    const opened = await Promise.all(
      clients.map((client, index) => ask(client, 'opened', { type: 'open', liveUrl: `${url.replace('http', 'ws')}/ws`, tokens: members.slice(index * share, (index + 1) * share).map((member) => member.accessToken) })),
    );
    const openSeconds = (now() - openedAt) / 1000;
    const failed = opened.reduce((sum, reply) => sum + (reply.failed as number), 0);
    // Presence writes each opening socket; the memory is measured once they are done.
    await sleep(5_000);
    const after = await ask(app, 'rss');
    const connectTransactions = (await transactions(pool)) - transactionsBefore;
    const held = (await flushArrivals(clients)).open;

    progress(`fanning out to ${FANOUT} members, ${WARMUP_ROUNDS} + ${ROUNDS} rounds`);
    const delays: number[] = [];
    const notified = members.slice(0, FANOUT).map((member) => member.id);
    for (let round = 0; round < WARMUP_ROUNDS; round++) await fanOutRound(store, clients, notified, -1 - round);
    for (let round = 0; round < ROUNDS; round++) delays.push(...(await fanOutRound(store, clients, notified, round)));
    const sorted = delays.sort((a, b) => a - b);
    const stillHeld = (await flushArrivals(clients)).open;

    console.log(`ws_connections=${Math.min(held, stillHeld)}`);
    console.log(`ws_connections_failed=${failed}`);
    console.log(`ws_connect_per_s=${Math.round(held / openSeconds)}`);
    const perConnection = (key: 'rssKb' | 'heapKb') => (((after[key] as number) - (before[key] as number)) / Math.max(1, held)).toFixed(2);
    console.log(`ws_connect_db_transactions_per_conn=${(connectTransactions / Math.max(1, held)).toFixed(3)}`);
    console.log(`ws_rss_before_kb=${before.rssKb}`);
    console.log(`ws_rss_after_kb=${after.rssKb}`);
    console.log(`ws_rss_kb_per_conn=${perConnection('rssKb')}`);
    console.log(`ws_heap_kb_per_conn=${perConnection('heapKb')}`);
    console.log(`ws_fanout_${FANOUT}_p50_ms=${percentile(sorted, 0.5).toFixed(1)}`);
    console.log(`ws_fanout_${FANOUT}_p99_ms=${percentile(sorted, 0.99).toFixed(1)}`);
    console.log(`ws_fanout_${FANOUT}_max_ms=${(sorted.at(-1) ?? NaN).toFixed(1)}`);
    console.log(`ws_fanout_missing=${FANOUT * ROUNDS - sorted.length}`);
  } finally {
    clients.forEach((client) => client.send({ type: 'close' }));
    await new Promise((resolve) => {
      app.once('exit', resolve);
      app.send({ type: 'stop' });
    });
    projections.kill('SIGTERM');
    await new Promise((resolve) => projections.once('exit', resolve));
    await store.close();
  }
});

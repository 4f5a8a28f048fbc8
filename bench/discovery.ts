import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { createPostgresEventStore, migrateEventStore } from '@sankofa/events';
import { createProjectionRuntime, discoveryProjector, migrateProjections } from '@sankofa/projections';
import { createAccessTokens, createLogger, createPool } from '@sankofa/server-kit';
import { perSecond, withBenchDatabase } from './embedded.ts';
import { percentile, runDiscoveryLoad } from './discovery-load.ts';
import { seedDiscovery } from './discovery-seed.ts';

/**
 * `npm run bench:discovery`: 100,000 profiles appended as events on a throwaway embedded
 * PostgreSQL, the discovery read model built from them by the projection runtime, then filtered
 * discovery driven over HTTP against the query API in its own process. Prints `name=value` lines.
 */
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PROFILES = setting('BENCH_PROFILES', 100_000);
const VIEWERS = setting('BENCH_VIEWERS', 3_000);
const RATE = setting('BENCH_RATE', 1_000);
const SECONDS = setting('BENCH_SECONDS', 20);
const CONCURRENCY = setting('BENCH_CONCURRENCY', 32);
const SESSION_REQUESTS = setting('BENCH_SESSION_REQUESTS', 20);
const JWT_SECRET = 'bench-discovery-secret-0123456789';

const log = (message: string) => process.stderr.write(`${message}\n`);

/** Suspensions, verifications and boosts have no events yet (later features add them): their columns are set as those events will. */
const markSomeMembers = (pool: ReturnType<typeof createPool>) =>
  pool.query(`UPDATE discovery_profiles SET
    is_verified = (abs(hashtext(member_id)) % 100) < 30,
    is_suspended = (abs(hashtext(member_id)) % 1000) < 5,
    boosted_until = CASE WHEN (abs(hashtext(member_id || 'boost')) % 100) < 1 THEN now() + interval '1 day' END`);

const serveQueryApi = (databaseUrl: string) =>
  new Promise<{ url: string; stop: () => void }>((resolve, reject) => {
    const server = fork(new URL('./discovery-server.ts', import.meta.url), [], { execArgv: ['--import', 'tsx'], env: { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET } });
    server.once('error', reject);
    server.once('message', (message) => resolve({ url: (message as { url: string }).url, stop: () => server.send('stop') }));
  });

await withBenchDatabase(async (databaseUrl) => {
  const pool = createPool(databaseUrl, 40);
  await migrateEventStore(pool);
  await migrateProjections(pool);
  const store = createPostgresEventStore(pool, { pageSize: 10_000 });

  log(`seeding ${PROFILES} profiles, ${VIEWERS} viewers with their filters, swipes and blocks as events…`);
  const seedStart = process.hrtime.bigint();
  const { viewers, events } = await seedDiscovery(store, { profiles: PROFILES, viewers: VIEWERS, swipesPerViewer: 30 });
  console.log(`discovery_seed_events=${events}`);
  console.log(`discovery_seed_events_per_s=${perSecond(events, seedStart)}`);

  const runtime = createProjectionRuntime({ store, pool, projectors: [discoveryProjector], logger: createLogger('bench', { silent: true }), batchSize: 10_000 });
  const buildStart = process.hrtime.bigint();
  await runtime.rebuild(discoveryProjector.name, ({ events: done }) => process.stderr.write(`\rbuilding discovery: ${done}/${events} events   `));
  log('');
  console.log(`discovery_build_events_per_s=${perSecond(events, buildStart)}`);
  await markSomeMembers(pool);
  await pool.query('ANALYZE');

  const tokens = createAccessTokens({ secret: JWT_SECRET, ttlSeconds: 3_600 });
  const bearers = await Promise.all(viewers.map(async ({ memberId }) => `Bearer ${await tokens.issue({ memberId, role: 'member' })}`));
  const server = await serveQueryApi(databaseUrl);
  try {
    log(`driving discovery at ${RATE}/s for ${SECONDS} s, ${CONCURRENCY} in flight, sessions of ${SESSION_REQUESTS} requests…`);
    const result = await runDiscoveryLoad({ url: server.url, viewers: bearers, rate: RATE, seconds: SECONDS, warmupSeconds: 2, concurrency: CONCURRENCY, requestsPerSession: SESSION_REQUESTS });
    console.log(`discovery_p50_ms=${percentile(result.latenciesMs, 0.5).toFixed(2)}`);
    console.log(`discovery_p99_ms=${percentile(result.latenciesMs, 0.99).toFixed(2)}`);
    console.log(`discovery_requests_per_s=${result.requestsPerSecond}`);
    console.log(`discovery_first_page_p50_ms=${percentile(result.firstPageLatenciesMs, 0.5).toFixed(2)}`);
    console.log(`discovery_first_page_p99_ms=${percentile(result.firstPageLatenciesMs, 0.99).toFixed(2)}`);
    console.log(`discovery_failures=${result.failures}`);
    console.log(`load_average_1m=${loadavg()[0]!.toFixed(2)}`);
  } finally {
    server.stop();
    await store.close();
    await pool.end();
  }
});

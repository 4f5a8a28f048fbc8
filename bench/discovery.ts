import { loadavg } from 'node:os';
import { seededRandom } from '@sankofa/command-api/demo-community';
import { createPostgresEventStore, migrateEventStore } from '@sankofa/events';
import { createAccessTokens, createPool } from '@sankofa/server-kit';
import { perSecond, withBenchDatabase } from './embedded.ts';
import { startAppProcess } from './discovery-app.ts';
import { percentile, runDiscoveryLoad } from './discovery-load.ts';
import { seedDiscovery } from './discovery-seed.ts';
import { runSwipes } from './discovery-swipes.ts';
import { waitForProjections } from './live-setup.ts';

/**
 * `npm run bench:discovery`: 100,000 profiles appended as events on a throwaway embedded
 * PostgreSQL, then the app as `npm start` runs it (its own process, every projector running)
 * serving filtered discovery to members at BENCH_RATE requests/s, open loop, while other
 * members swipe through the real command at BENCH_SWIPE_RATE/s. Prints `name=value` lines.
 */
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PROFILES = setting('BENCH_PROFILES', 100_000);
const VIEWERS = setting('BENCH_VIEWERS', 3_000);
const RATE = setting('BENCH_RATE', 1_000);
const SWIPE_RATE = setting('BENCH_SWIPE_RATE', 200);
const SECONDS = setting('BENCH_SECONDS', 20);
const WARMUP_SECONDS = setting('BENCH_WARMUP_SECONDS', 3);
const SESSIONS = setting('BENCH_SESSIONS', 1_000);
const SESSION_REQUESTS = setting('BENCH_SESSION_REQUESTS', 20);
const SWIPERS = setting('BENCH_SWIPERS', 500);
const QUIET_REQUESTS = setting('BENCH_QUIET_REQUESTS', 2_000);
/** The app at rest runs about 21 transactions a second (its pollers); more means something is still catching up. */
const SETTLED_PER_MS = 0.1;
const JWT_SECRET = 'bench-discovery-secret-0123456789';

const log = (message: string) => process.stderr.write(`${message}\n`);
const milliseconds = (value: number) => value.toFixed(2);

type Pool = ReturnType<typeof createPool>;

/** Suspensions, verifications and boosts have no events yet (later features add them): their columns are set as those events will. */
const markSomeMembers = (pool: Pool) =>
  pool.query(`UPDATE discovery_profiles SET
    is_verified = (abs(hashtext(member_id)) % 100) < 30,
    is_suspended = (abs(hashtext(member_id)) % 1000) < 5,
    boosted_until = CASE WHEN (abs(hashtext(member_id || 'boost')) % 100) < 1 THEN now() + interval '1 day' END`);

/** Transactions the whole server has ended: each of the app's autocommit queries is one, so it counts round trips. */
const transactions = async (pool: Pool) => {
  const { rows } = await pool.query<{ total: string }>('SELECT sum(xact_commit + xact_rollback)::text AS total FROM pg_stat_database');
  return Number(rows[0]!.total);
};

/** Transactions per ms over one idle second, once the read models' own catching up and autovacuum have settled (or 30 s passed). */
const idleRate = async (pool: Pool) => {
  let perMs = Infinity;
  for (let tries = 0; tries < 30 && perMs > SETTLED_PER_MS; tries++) {
    const from = await transactions(pool);
    const start = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    perMs = ((await transactions(pool)) - from - 1) / (performance.now() - start);
  }
  return perMs;
};

/**
 * Round trips to PostgreSQL per discovery request, with nothing else sent to the app: the
 * transactions counted over a run of requests, less the app's idle rate over as long, less this
 * count's own. `requests` is read after the run: a request shed makes no round trip.
 */
const transactionsPerRequest = async (pool: Pool, run: () => Promise<unknown>, requests: () => number) => {
  const idlePerMs = await idleRate(pool);
  const from = await transactions(pool);
  const start = performance.now();
  await run();
  const spent = (await transactions(pool)) - from - 1 - idlePerMs * (performance.now() - start);
  return spent / requests();
};

/** What the app's load shedding did, from its `/metrics`: the requests shed by kind and reason, and the bound it ended at. */
const sheddingOf = async (url: string) => {
  const samples = (await (await fetch(`${url}/metrics`)).text()).split('\n');
  const shed: Record<string, number> = {};
  for (const line of samples.filter((sample) => sample.startsWith('sankofa_http_requests_shed_total{'))) {
    const [kind, reason] = ['kind', 'reason'].map((label) => new RegExp(`${label}="([^"]+)"`).exec(line)?.[1]);
    shed[`${kind}/${reason}`] = (shed[`${kind}/${reason}`] ?? 0) + Number(line.split(' ').at(-1));
  }
  const admissionLimit = Number(samples.find((sample) => sample.startsWith('sankofa_http_admission_limit{'))?.split(' ').at(-1));
  return { shed, admissionLimit };
};

await withBenchDatabase(async (databaseUrl) => {
  const pool = createPool(databaseUrl, 40);
  await migrateEventStore(pool);
  const store = createPostgresEventStore(pool, { pageSize: 10_000 });
  log(`seeding ${PROFILES} profiles, ${VIEWERS} viewers with their filters, swipes and blocks as events…`);
  const seedStart = process.hrtime.bigint();
  const { viewers, memberIds, events } = await seedDiscovery(store, { profiles: PROFILES, viewers: VIEWERS, swipesPerViewer: 30 });
  console.log(`discovery_seed_events=${events}`);
  console.log(`discovery_seed_events_per_s=${perSecond(events, seedStart)}`);

  log('starting the app; its projectors catch up with the log…');
  const app = await startAppProcess(databaseUrl, JWT_SECRET);
  try {
    const catchUpStart = process.hrtime.bigint();
    await waitForProjections(pool, store);
    console.log(`app_catch_up_events_per_s=${perSecond(events, catchUpStart)}`);
    await markSomeMembers(pool);
    await pool.query('ANALYZE');

    const tokens = createAccessTokens({ secret: JWT_SECRET, ttlSeconds: 3_600 });
    const bearers = await Promise.all(viewers.map(async ({ memberId }) => `Bearer ${await tokens.issue({ memberId, role: 'member' })}`));
    const [swipers, browsers] = [bearers.slice(0, SWIPERS), bearers.slice(SWIPERS)];
    // As a deployment waits for readiness: the first request loads discovery's candidate index.
    await runDiscoveryLoad({ url: app.url, viewers: browsers.slice(0, 1), rate: 1, seconds: 0, warmupSeconds: 1, sessions: 1, requestsPerSession: 1 });

    const quiet = { url: app.url, viewers: browsers, rate: RATE, seconds: QUIET_REQUESTS / RATE, warmupSeconds: 0, sessions: SESSIONS, requestsPerSession: SESSION_REQUESTS };
    let [quietViewers, quietShed] = [0, 0];
    const perRequest = await transactionsPerRequest(pool, async () => ({ viewersUsed: quietViewers, shed: quietShed } = await runDiscoveryLoad(quiet)), () => QUIET_REQUESTS - quietShed);
    console.log(`discovery_round_trips_per_request=${perRequest.toFixed(2)}`);

    log(`discovery at ${RATE}/s open loop for ${SECONDS} s (+${WARMUP_SECONDS} s warm-up), ${SESSIONS} members browsing, ${SWIPE_RATE} swipes/s…`);
    const [result, swipes] = await Promise.all([
      runDiscoveryLoad({ url: app.url, viewers: [...browsers.slice(quietViewers), ...browsers.slice(0, quietViewers)], rate: RATE, seconds: SECONDS, warmupSeconds: WARMUP_SECONDS, sessions: SESSIONS, requestsPerSession: SESSION_REQUESTS }),
      runSwipes({ url: app.url, swipers, targets: memberIds, rate: SWIPE_RATE, seconds: SECONDS + WARMUP_SECONDS, random: seededRandom('bench-discovery-swipes') }),
    ]);
    console.log(`discovery_p50_ms=${milliseconds(percentile(result.latenciesMs, 0.5))}`);
    console.log(`discovery_p99_ms=${milliseconds(percentile(result.latenciesMs, 0.99))}`);
    console.log(`discovery_max_ms=${milliseconds(result.latenciesMs.at(-1) ?? NaN)}`);
    console.log(`discovery_admitted_p99_ms=${milliseconds(percentile(result.admittedLatenciesMs, 0.99))}`);
    console.log(`discovery_shed_share=${(result.shed / Math.max(1, result.latenciesMs.length)).toFixed(3)}`);
    console.log(`discovery_rate_achieved=${result.requestsPerSecond}`);
    console.log(`discovery_first_page_p50_ms=${milliseconds(percentile(result.firstPageLatenciesMs, 0.5))}`);
    console.log(`discovery_first_page_p99_ms=${milliseconds(percentile(result.firstPageLatenciesMs, 0.99))}`);
    console.log(`discovery_statuses=${JSON.stringify(result.statuses)}`);
    console.log(`discovery_errors=${Object.entries(result.statuses).reduce((sum, [status, count]) => sum + (status === '200' || status === '503' ? 0 : count), 0)}`);
    console.log(`swipes_per_s=${swipes.answeredPerSecond}`);
    console.log(`swipe_statuses=${JSON.stringify(swipes.statuses)}`);
    console.log(`swipe_errors=${Object.entries(swipes.statuses).reduce((sum, [status, count]) => sum + (status.startsWith('2') ? 0 : count), 0)}`);
    const shedding = await sheddingOf(app.url);
    console.log(`shed_by_kind_and_reason=${JSON.stringify(shedding.shed)}`);
    console.log(`admission_limit_at_end=${shedding.admissionLimit}`);
    console.log(`load_average_1m=${loadavg()[0]!.toFixed(2)}`);
  } finally {
    await app.stop();
    await store.close();
    await pool.end();
  }
});

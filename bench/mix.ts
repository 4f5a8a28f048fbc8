import { Agent } from 'node:http';
import { loadavg } from 'node:os';
import { seededRandom } from '@sankofa/command-api/demo-community';
import { createPostgresEventStore, migrateEventStore } from '@sankofa/events';
import { createAccessTokens, createPool } from '@sankofa/server-kit';
import { startAppProcess } from './discovery-app.ts';
import { percentile } from './discovery-load.ts';
import { seedDiscovery } from './discovery-seed.ts';
import { withBenchDatabase } from './embedded.ts';
import { createLatencyBook } from './live-load.ts';
import { DEFAULT_STEPS, pairsNeeded, searchSustainedRate } from './live-search.ts';
import { giveFirstLikes, pairsOf, registerMembers, waitForProjections } from './live-setup.ts';
import { cycleOf, likeBack, openMixSockets, runMix, type ActionKind, type BenchMatch } from './mix-load.ts';

/**
 * `npm run bench:mix`: what members do, on the app as `npm start` runs it (its own process, a
 * throwaway embedded PostgreSQL with BENCH_PROFILES discovery profiles): a discovery page, then
 * about ten swipes (mostly passes, one in five a like back that makes a match), a message to a
 * match every few swipes, every member's `/ws` open. Steps the rate of actions up and bisects as
 * `bench:live` does, and prints the highest at which every kind's answer p99 and command → `/ws`
 * p99 (new_match to both members, new_message to the receiver) stay within BENCH_P99_GOAL_MS:
 * `mix_sustained_actions_per_s`, and `mix_sustained_swipes_per_s` the swipes in it.
 */
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PROFILES = setting('BENCH_PROFILES', 20_000);
const MEMBERS = setting('BENCH_MEMBERS', 2_000);
const MATCHES = setting('BENCH_MATCHES', 1_000);
const STEP_SECONDS = setting('BENCH_STEP_SECONDS', 4);
const STEPS = process.env.BENCH_STEPS ? process.env.BENCH_STEPS.split(',').map(Number) : DEFAULT_STEPS;
const P99_GOAL_MS = setting('BENCH_P99_GOAL_MS', 50);
const SWIPES_PER_PAGE = setting('BENCH_SWIPES_PER_PAGE', 10);
const SWIPES_PER_MESSAGE = setting('BENCH_SWIPES_PER_MESSAGE', 3);
const LIKE_BACK_EVERY = setting('BENCH_LIKE_BACK_EVERY', 5);
const JWT_SECRET = 'bench-mix-secret-not-for-production';

const CYCLE = cycleOf(SWIPES_PER_PAGE, SWIPES_PER_MESSAGE);
const SWIPE_SHARE = CYCLE.filter((kind) => kind === 'swipe').length / CYCLE.length;
const WARM_UP_RATE = STEPS[0] ?? 100;
const LIKES_BACK_NEEDED = Math.ceil((pairsNeeded([WARM_UP_RATE, ...STEPS], STEP_SECONDS, 0, 0) * SWIPE_SHARE) / LIKE_BACK_EVERY);

const log = (message: string) => process.stderr.write(`${message}\n`);
const milliseconds = (value: number) => value.toFixed(1);

await withBenchDatabase(async (databaseUrl) => {
  const pool = createPool(databaseUrl, 8);
  await migrateEventStore(pool);
  const store = createPostgresEventStore(pool, { pageSize: 10_000 });
  log(`seeding ${PROFILES} profiles to discover…`);
  const { memberIds: targets } = await seedDiscovery(store, { profiles: PROFILES, viewers: 1, swipesPerViewer: 0 });
  const app = await startAppProcess(databaseUrl, JWT_SECRET);
  try {
    const tokens = createAccessTokens({ secret: JWT_SECRET, ttlSeconds: 3_600 });
    log(`registering ${MEMBERS} members, ${MATCHES + LIKES_BACK_NEEDED} first likes`);
    const members = await registerMembers(store, MEMBERS, (memberId) => tokens.issue({ memberId, role: 'member' }));
    const likesBack = pairsOf(members, MATCHES + LIKES_BACK_NEEDED);
    await giveFirstLikes(store, likesBack);
    await waitForProjections(pool, store);

    log(`making ${MATCHES} matches to write in`);
    const agent = new Agent({ keepAlive: true, maxSockets: 50 });
    const matches: BenchMatch[] = [];
    const made = likesBack.splice(0, MATCHES);
    for (let start = 0; start < made.length; start += 50) {
      await Promise.all(
        made.slice(start, start + 50).map(async (pair) => {
          const id = await likeBack(agent, app.url, pair);
          if (id) matches.push({ id, members: [pair.first, pair.second] });
        }),
      );
    }
    agent.destroy();
    if (matches.length === 0) throw new Error('No like back made a match');
    await waitForProjections(pool, store);

    let books = { matches: createLatencyBook(), messages: createLatencyBook() };
    log(`opening ${members.length} sockets`);
    const sockets = await openMixSockets(`${app.url.replace('http', 'ws')}/ws`, members, () => books);
    const random = seededRandom('bench-mix');

    /** `seconds` of the mix at `rate` actions/s, from caught-up read models; each kind's p99 and the `/ws` p99s. */
    const measure = async (rate: number) => {
      await waitForProjections(pool, store);
      books = { matches: createLatencyBook(), messages: createLatencyBook() };
      log(`the mix at ${rate} actions/s (load average before: ${loadavg()[0]!.toFixed(2)})`);
      const options = { appUrl: app.url, rate, seconds: STEP_SECONDS, cycle: CYCLE, members, targets, likesBack, likeBackEvery: LIKE_BACK_EVERY, matches, random, drainMs: 30_000 };
      const result = await runMix(options, books);
      const p99s: Record<string, number> = Object.fromEntries(Object.entries(result.answersMs).map(([kind, latencies]) => [kind as ActionKind, percentile(latencies, 0.99)]));
      p99s.match_to_ws = percentile([...books.matches.latenciesMs].sort((a, b) => a - b), 0.99);
      p99s.message_to_ws = percentile([...books.messages.latenciesMs].sort((a, b) => a - b), 0.99);
      return { result, p99s, missing: books.matches.pending() + books.messages.pending() };
    };

    log('warming up');
    await measure(WARM_UP_RATE);
    const held = new Map<number, Record<string, number>>();
    const sustained = await searchSustainedRate(STEPS, async (rate) => {
      const { result, p99s, missing } = await measure(rate);
      for (const [name, p99] of Object.entries(p99s)) console.log(`mix_step_${rate}_per_s_${name}_p99_ms=${milliseconds(p99)}`);
      console.log(`mix_step_${rate}_per_s_errors=${result.errors}`);
      console.log(`mix_step_${rate}_per_s_ws_missing=${missing}`);
      if (result.errors > 0) log(`statuses at ${rate}/s: ${JSON.stringify(result.statuses)}`);
      // NaN (no sample of a kind) never holds: the step was too short to say.
      const holds = result.errors === 0 && missing === 0 && Object.values(p99s).every((p99) => p99 <= P99_GOAL_MS);
      if (holds) held.set(rate, p99s);
      return holds;
    });
    sockets.forEach((socket) => socket.close());
    console.log(`mix_cycle=${CYCLE.join(',')}`);
    console.log(`mix_sustained_actions_per_s=${sustained}`);
    console.log(`mix_sustained_swipes_per_s=${Math.round(sustained * SWIPE_SHARE)}`);
    for (const [name, p99] of Object.entries(held.get(sustained) ?? {})) console.log(`mix_sustained_${name}_p99_ms=${milliseconds(p99)}`);
    console.log(`load_average_1m_after=${loadavg()[0]!.toFixed(2)}`);
  } finally {
    await app.stop();
    await store.close();
    await pool.end();
  }
});

import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { createPostgresEventStore } from '@sankofa/events';
import { createAccessTokens, createPool } from '@sankofa/server-kit';
import { postgresCpuSecondsSoFar } from './cpu-seconds.ts';
import { withBenchDatabase } from './embedded.ts';
import { statementStats } from './statement-stats.ts';
import { createLatencyBook, newMatchesTo, openSockets, runLoad } from './live-load.ts';
import { DEFAULT_STEPS, pairsNeeded, searchSustainedRate } from './live-search.ts';
import { giveFirstLikes, pairsOf, registerMembers, waitForProjections, type BenchMember, type BenchPair } from './live-setup.ts';

/**
 * `npm run bench:live`: the real app (its own process, a throwaway embedded PostgreSQL), members
 * on /ws, and likes back that make matches sent over HTTP open loop. First a stepped search for
 * `live_sustained_swipes_per_s` (the highest rate whose p99 command → both `new_match` stays
 * within BENCH_P99_GOAL_MS), then BENCH_SECONDS at BENCH_RATE with every figure of that run.
 * Each run also prints the PostgreSQL transactions per swipe (pg_stat_database, background work
 * included), the statements the app sent per swipe, by text (counted in the app: exact whatever the load),
 * and the CPU the app and PostgreSQL spent per swipe (idle work and the drain after the load included).
 * With BENCH_STATEMENT_STATS=1, the last run also prints PostgreSQL's planning and executing time
 * per swipe, and on stderr the statements that took most of it.
 */
const RATE = Number(process.env.BENCH_RATE ?? 2_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 4);
const STEPS = process.env.BENCH_STEPS ? process.env.BENCH_STEPS.split(',').map(Number) : DEFAULT_STEPS;
const P99_GOAL_MS = Number(process.env.BENCH_P99_GOAL_MS ?? 50);
/** Sent at the first step's rate and not counted: the app's code is compiled and its pools filled before the search. */
const WARM_UP_RATE = STEPS[0] ?? 100;
const PAIRS_NEEDED = pairsNeeded([WARM_UP_RATE, ...STEPS], STEP_SECONDS, RATE, SECONDS);
// Each member likes back at most 20 times (under the free daily likes), so the members follow the pairs needed.
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? Math.max(2_000, Math.ceil(PAIRS_NEEDED / 20)));
const JWT_SECRET = 'bench-live-secret-not-for-production';

const progress = (message: string) => process.stderr.write(`${message}\n`);

type QueryCounts = Array<[statement: string, count: number]>;
/** What the app reports on SIGUSR2, since its last report: its statements by text, and the CPU seconds of the whole process and of its HTTP thread. */
interface AppReport {
  counts: QueryCounts;
  cpu: { process: number; httpThread: number };
}

interface AppProcess {
  url: string;
  child: ChildProcess;
  /** The statements the app sent since the last call, by text, and the CPU it used (see `live-app.ts`). */
  queriesSince(): Promise<AppReport>;
}

const startAppProcess = async (databaseUrl: string): Promise<AppProcess> => {
  const child = spawn(process.execPath, [...process.execArgv, path.join(import.meta.dirname, 'live-app.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let counted: ((report: AppReport) => void) | undefined;
  // Whatever else the app says goes on to stderr: an undrained pipe would block it once full.
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('listening ')) resolve(line.slice('listening '.length));
      else if (line.startsWith('queries ')) counted?.(JSON.parse(line.slice('queries '.length)) as AppReport);
      else process.stderr.write(`${line}\n`);
    });
    child.once('exit', () => reject(new Error('The app stopped before listening')));
  });
  const queriesSince = () =>
    new Promise<AppReport>((resolve) => {
      counted = resolve;
      child.kill('SIGUSR2');
    });
  return { url, child, queriesSince };
};

/** The app's statements per swipe, the most frequent first: the total on stdout, the breakdown on stderr. */
const statementsPerSwipe = (counts: QueryCounts, swipes: number) => (counts.reduce((sum, [, count]) => sum + count, 0) / swipes).toFixed(1);

const reportStatements = (counts: QueryCounts, swipes: number) => {
  console.log(`statements_per_swipe=${statementsPerSwipe(counts, swipes)}`);
  for (const [statement, count] of counts.slice(0, 25)) progress(`${(count / swipes).toFixed(2).padStart(7)} per swipe  ${statement}`);
};

/** Load-independent: the app's CPU per swipe, and the share of it its HTTP thread spent (the projections thread and V8's helpers the rest). */
const reportCpu = (prefix: string, cpu: AppReport['cpu'] & { postgres: number }, swipes: number) => {
  console.log(`${prefix}app_cpu_ms_per_swipe=${((cpu.process * 1000) / swipes).toFixed(2)}`);
  console.log(`${prefix}postgres_cpu_ms_per_swipe=${((cpu.postgres * 1000) / swipes).toFixed(2)}`);
  console.log(`${prefix}app_and_postgres_cpu_ms_per_swipe=${(((cpu.process + cpu.postgres) * 1000) / swipes).toFixed(2)}`);
  console.log(`${prefix}http_thread_cpu_ms_per_swipe=${((cpu.httpThread * 1000) / swipes).toFixed(2)}`);
};

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? NaN;
const milliseconds = (value: number) => value.toFixed(1);

/** Every transaction the server has counted, all databases together: each autocommit statement is one. */
const transactionsSoFar = async (pool: pg.Pool): Promise<number> => {
  const { rows } = await pool.query<{ total: string }>('SELECT sum(xact_commit + xact_rollback)::text AS total FROM pg_stat_database');
  return Number(rows[0]!.total);
};

/** Transactions per second with nothing sent: the app's timers, listeners and whatever setup left it to finish (presence, projectors). */
const idleTransactionRate = async (pool: pg.Pool, seconds = 3) => {
  const before = await transactionsSoFar(pool);
  await sleep(seconds * 1000);
  return (await transactionsSoFar(pool) - before) / seconds;
};

await withBenchDatabase(async (databaseUrl) => {
  const app = await startAppProcess(databaseUrl);
  const pool = createPool(databaseUrl, 8);
  const store = createPostgresEventStore(pool);
  const stats = statementStats(pool);
  const tokens = createAccessTokens({ secret: JWT_SECRET, ttlSeconds: 3_600 });
  try {
    progress(`registering ${MEMBERS} members`);
    const members: BenchMember[] = await registerMembers(store, MEMBERS, (memberId) => tokens.issue({ memberId, role: 'member' }));
    const unused = pairsOf(members, PAIRS_NEEDED);
    progress(`${unused.length} first likes`);
    await giveFirstLikes(store, unused);
    await waitForProjections(pool, store);
    // A book per run: a `new_match` an earlier run lost must not count against the next.
    let book = createLatencyBook();
    progress(`opening ${members.length} sockets`);
    const sockets = await openSockets(`${app.url.replace('http', 'ws')}/ws`, members, newMatchesTo((memberId, matchedId, at) => book.arrived(memberId, matchedId, at)));
    await app.queriesSince();
    const idlePerSecond = await idleTransactionRate(pool);
    for (const [statement, count] of (await app.queriesSince()).counts.slice(0, 10)) progress(`idle: ${count} ${statement}`);

    /** `seconds` of likes back at `rate`, on pairs not used before, from caught-up read models. */
    const measure = async (rate: number, seconds: number) => {
      const pairs: BenchPair[] = unused.splice(0, Math.round(rate * seconds));
      await waitForProjections(pool, store);
      book = createLatencyBook();
      progress(`sending ${pairs.length} likes back at ${rate}/s (load average before: ${loadavg()[0]!.toFixed(2)})`);
      await app.queriesSince();
      const transactionsBefore = await transactionsSoFar(pool);
      const postgresCpuBefore = postgresCpuSecondsSoFar();
      const result = await runLoad({ appUrl: app.url, pairs, commandsPerSecond: rate, drainMs: 30_000 }, book);
      await waitForProjections(pool, store);
      // Background work included: the idle rate printed beside it says how much that can be.
      const transactions = (await transactionsSoFar(pool)) - transactionsBefore;
      const postgresCpu = postgresCpuSecondsSoFar() - postgresCpuBefore;
      const { counts: statements, cpu: appCpu } = await app.queriesSince();
      const cpu = { ...appCpu, postgres: postgresCpu };
      const latencies = [...book.latenciesMs].sort((a, b) => a - b);
      // Per swipe recorded: a shed request (503) costs little and records nothing.
      const swipes = Math.max(1, result.statuses[201] ?? 0);
      return { result, latencies, missing: book.pending(), transactionsPerSwipe: transactions / swipes, statements, cpu, swipes };
    };

    progress('warming up');
    await measure(WARM_UP_RATE, STEP_SECONDS);
    const sustained = await searchSustainedRate(STEPS, async (rate) => {
      const { latencies, missing, transactionsPerSwipe, statements, cpu, swipes } = await measure(rate, STEP_SECONDS);
      const p99 = percentile(latencies, 0.99);
      console.log(`step_${rate}_per_s_p99_ms=${milliseconds(p99)}`);
      console.log(`step_${rate}_per_s_transactions_per_swipe=${transactionsPerSwipe.toFixed(1)}`);
      console.log(`step_${rate}_per_s_statements_per_swipe=${statementsPerSwipe(statements, swipes)}`);
      reportCpu(`step_${rate}_per_s_`, cpu, swipes);
      // A lost `new_match` is worse than a late one.
      return missing === 0 && p99 <= P99_GOAL_MS;
    });
    console.log(`live_sustained_swipes_per_s=${sustained}`);

    await stats.reset();
    const { result, latencies, missing, transactionsPerSwipe, statements, cpu, swipes } = await measure(RATE, SECONDS);
    await stats.report('', swipes);
    sockets.forEach((socket) => socket.close());
    const answers = [...result.answerLatenciesMs].sort((a, b) => a - b);
    console.log(`command_rate_per_s=${RATE}`);
    console.log(`command_to_ws_p50_ms=${milliseconds(percentile(latencies, 0.5))}`);
    console.log(`command_to_ws_p99_ms=${milliseconds(percentile(latencies, 0.99))}`);
    console.log(`command_to_ws_max_ms=${milliseconds(latencies.at(-1) ?? NaN)}`);
    console.log(`command_answer_p50_ms=${milliseconds(percentile(answers, 0.5))}`);
    console.log(`command_answer_p99_ms=${milliseconds(percentile(answers, 0.99))}`);
    console.log(`command_answer_max_ms=${milliseconds(answers.at(-1) ?? NaN)}`);
    console.log(`commands_per_s=${result.answeredPerSecond}`);
    console.log(`commands_sent=${result.sent}`);
    console.log(`commands_answered=${result.answered}`);
    console.log(`command_statuses=${JSON.stringify(result.statuses)}`);
    console.log(`new_match_missing=${missing}`);
    console.log(`transactions_per_swipe=${transactionsPerSwipe.toFixed(1)}`);
    reportCpu('', cpu, swipes);
    console.log(`idle_transactions_per_s=${idlePerSecond.toFixed(1)}`);
    reportStatements(statements, swipes);
    console.log(`load_average_1m_after=${loadavg()[0]!.toFixed(2)}`);
  } finally {
    await new Promise((resolve) => {
      app.child.once('exit', resolve);
      app.child.kill('SIGTERM');
    });
    await store.close();
    await pool.end();
  }
});

import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createPostgresEventStore } from '@sankofa/events';
import { createAccessTokens, createPool } from '@sankofa/server-kit';
import { withBenchDatabase } from './embedded.ts';
import { createLatencyBook, openSockets, runLoad } from './live-load.ts';
import { giveFirstLikes, pairsOf, registerMembers, waitForProjections } from './live-setup.ts';

/**
 * `npm run bench:live`: the real app (its own process, a throwaway embedded PostgreSQL), members
 * on /ws, and likes back that make matches sent over HTTP at a steady rate. Prints the time from
 * each command's send to the `new_match` on each member's socket, one `name=value` per line.
 */
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 2_000);
const RATE = Number(process.env.BENCH_RATE ?? 2_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const JWT_SECRET = 'bench-live-secret-not-for-production';

const progress = (message: string) => process.stderr.write(`${message}\n`);

const startAppProcess = async (databaseUrl: string): Promise<{ url: string; child: ChildProcess }> => {
  const child = spawn(process.execPath, [...process.execArgv, path.join(import.meta.dirname, 'live-app.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Whatever else the app says goes on to stderr: an undrained pipe would block it once full.
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('listening ')) resolve(line.slice('listening '.length));
      else process.stderr.write(`${line}\n`);
    });
    child.once('exit', () => reject(new Error('The app stopped before listening')));
  });
  return { url, child };
};

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? NaN;
const milliseconds = (value: number) => value.toFixed(1);

await withBenchDatabase(async (databaseUrl) => {
  const app = await startAppProcess(databaseUrl);
  const pool = createPool(databaseUrl, 8);
  const store = createPostgresEventStore(pool);
  const tokens = createAccessTokens({ secret: JWT_SECRET, ttlSeconds: 3_600 });
  try {
    progress(`registering ${MEMBERS} members`);
    const members = await registerMembers(store, MEMBERS, (memberId) => tokens.issue({ memberId, role: 'member' }));
    const pairs = pairsOf(members, RATE * SECONDS);
    progress(`${pairs.length} first likes`);
    await giveFirstLikes(store, pairs);
    await waitForProjections(pool, store);
    const book = createLatencyBook();
    progress(`opening ${members.length} sockets`);
    const sockets = await openSockets(`${app.url.replace('http', 'ws')}/ws`, members, book.arrived);
    progress(`sending ${pairs.length} likes back at ${RATE}/s (load average before: ${loadavg()[0]!.toFixed(2)})`);
    const result = await runLoad({ appUrl: app.url, pairs, commandsPerSecond: RATE, drainMs: 30_000 }, book);
    sockets.forEach((socket) => socket.close());

    const latencies = [...book.latenciesMs].sort((a, b) => a - b);
    const answers = [...result.answerLatenciesMs].sort((a, b) => a - b);
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
    console.log(`new_match_missing=${book.pending()}`);
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

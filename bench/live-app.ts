import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApp } from '../bin/app.ts';
import { cpuSecondsSoFar } from './cpu-seconds.ts';
import { countQueries } from './live-query-counts.ts';

/**
 * The app as `npm start` runs it, in a process of its own so that the load generator does not
 * share its event loop. Started by `bench/live.ts` with DATABASE_URL and JWT_SECRET; says
 * `listening <url>` on stdout and stops on SIGTERM. On SIGUSR2 it prints, on stdout as
 * `queries <json>`, the statements its HTTP thread sent since the last SIGUSR2, by text, and the CPU
 * seconds the process and its HTTP (main) thread used.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const queries = countQueries();
// The frontend is not what is measured: a placeholder page spares the bench a frontend build.
const staticDir = await mkdtemp(path.join(tmpdir(), 'sankofa-bench-static-'));
await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Sankofa bench</title>');
const app = await startApp({ port: 0, databaseUrl, staticDir, config: { DEMO_COMMUNITY: false, LOG_LEVEL: 'silent' } });
console.log(`listening ${app.url}`);
let cpuBefore = cpuSecondsSoFar();
process.on('SIGUSR2', () => {
  // The CPU the projections thread takes off the HTTP thread shows as the gap between the two.
  const cpuNow = cpuSecondsSoFar();
  const cpu = { process: cpuNow.process - cpuBefore.process, httpThread: cpuNow.mainThread - cpuBefore.mainThread };
  cpuBefore = cpuNow;
  console.log(`queries ${JSON.stringify({ counts: queries.take(), cpu })}`);
});
process.on('SIGTERM', () => {
  void app
    .stop()
    .then(() => rm(staticDir, { recursive: true, force: true }))
    .then(() => process.exit(0));
});

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startApp } from '../bin/app.ts';
import { countQueries } from './live-query-counts.ts';

/**
 * The app as `npm start` runs it, in a process of its own so that the load generator does not
 * share its event loop. Started by `bench/live.ts` with DATABASE_URL and JWT_SECRET; says
 * `listening <url>` on stdout and stops on SIGTERM. On SIGUSR2 it prints, on stdout as
 * `queries <json>`, the statements its HTTP thread sent since the last SIGUSR2, by text, and how
 * busy that thread's event loop was.
 */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required');
const queries = countQueries();
// The frontend is not what is measured: a placeholder page spares the bench a frontend build.
const staticDir = await mkdtemp(path.join(tmpdir(), 'sankofa-bench-static-'));
await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Sankofa bench</title>');
const app = await startApp({ port: 0, databaseUrl, staticDir, config: { DEMO_COMMUNITY: false, LOG_LEVEL: 'silent' } });
console.log(`listening ${app.url}`);
let busySince = performance.eventLoopUtilization();
process.on('SIGUSR2', () => {
  // How busy the HTTP thread was since the last SIGUSR2 (0–1): what the projections thread took off it shows here.
  const busy = performance.eventLoopUtilization(busySince).utilization;
  busySince = performance.eventLoopUtilization();
  console.log(`queries ${JSON.stringify({ counts: queries.take(), busy })}`);
});
process.on('SIGTERM', () => {
  void app
    .stop()
    .then(() => rm(staticDir, { recursive: true, force: true }))
    .then(() => process.exit(0));
});

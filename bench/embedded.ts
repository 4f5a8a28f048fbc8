import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@sankofa/server-kit';

/** `BENCH_STATEMENT_STATS=1`: the server keeps `pg_stat_statements`, planning included, for a benchmark to print where its time went. */
export const STATEMENT_STATS = process.env.BENCH_STATEMENT_STATS === '1';
const STATEMENT_STATS_SETTINGS = ['shared_preload_libraries=pg_stat_statements', 'pg_stat_statements.track=all', 'pg_stat_statements.track_planning=on'];

/**
 * A throwaway embedded PostgreSQL with default (durable) settings, for one benchmark run. A
 * benchmark stopped with Ctrl-C or SIGTERM still stops it and removes its files.
 */
export const withBenchDatabase = async <T>(run: (databaseUrl: string) => Promise<T>): Promise<T> => {
  const folder = await mkdtemp(path.join(tmpdir(), 'sankofa-bench-'));
  const server = await startEmbeddedPostgres({ dataDir: path.join(folder, 'data'), persistent: false, settings: STATEMENT_STATS ? STATEMENT_STATS_SETTINGS : [] });
  const cleanUp = async () => {
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => {
    // The run's queries fail as the server stops under them: they no longer matter, the clean-up does.
    process.on('unhandledRejection', () => undefined);
    process.on('uncaughtException', () => undefined);
    void cleanUp().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await run(server.url);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanUp();
  }
};

export const perSecond = (count: number, startedAt: bigint): number =>
  Math.round(count / (Number(process.hrtime.bigint() - startedAt) / 1e9));

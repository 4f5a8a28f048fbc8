import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from '@sankofa/server-kit';

/** A throwaway embedded PostgreSQL with default (durable) settings, for one benchmark run. */
export const withBenchDatabase = async <T>(run: (databaseUrl: string) => Promise<T>): Promise<T> => {
  const folder = await mkdtemp(path.join(tmpdir(), 'sankofa-bench-'));
  const server = await startEmbeddedPostgres({ dataDir: path.join(folder, 'data'), persistent: false });
  try {
    return await run(server.url);
  } finally {
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  }
};

export const perSecond = (count: number, startedAt: bigint): number =>
  Math.round(count / (Number(process.hrtime.bigint() - startedAt) / 1e9));

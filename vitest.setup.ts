import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from './server-kit/src/embedded-postgres.ts';
import { TEST_WORKERS } from './vitest.workers.ts';

/**
 * One real PostgreSQL per test worker; each test file makes its own database on its worker's
 * server. Not one for all: what the log shows is bounded by the oldest transaction open on the
 * whole server, so files sharing one would wait on each other's transactions.
 */
export default async function setup() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sankofa-test-pg-'));
  const servers = await Promise.all(
    Array.from({ length: TEST_WORKERS }, (_, worker) => startEmbeddedPostgres({ dataDir: path.join(dataDir, `data-${worker + 1}`), persistent: false, durable: false })),
  );
  process.env.TEST_POSTGRES_URLS = servers.map((server) => server.url).join(' ');
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(dataDir, { recursive: true, force: true });
  };
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres } from './server-kit/src/embedded-postgres.ts';

/** One real PostgreSQL for the whole run; each test file makes its own database on it. */
export default async function setup() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sankofa-test-pg-'));
  const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'data'), persistent: false });
  process.env.TEST_POSTGRES_URL = server.url;
  return async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}

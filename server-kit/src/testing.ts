import { randomBytes } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { withDatabase } from './database.ts';

/** This worker's own PostgreSQL (vitest.setup.ts starts one per worker; VITEST_POOL_ID counts them from 1). */
const serverOfThisWorker = (): string => {
  const servers = (process.env.TEST_POSTGRES_URLS ?? '').split(' ').filter(Boolean);
  if (servers.length === 0) throw new Error('TEST_POSTGRES_URLS is not set: run the tests with vitest from the project root');
  return servers[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % servers.length]!;
};

/** A fresh database for one test file, on its worker's embedded server. */
export const createTestDatabase = async (): Promise<string> => {
  const serverUrl = serverOfThisWorker();
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, name);
};

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** Serves a request handler (a Koa app's `callback()`) over real HTTP on an ephemeral port. */
export const serve = async (handler: RequestListener): Promise<RunningServer> => {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};

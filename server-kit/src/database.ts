import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

// int8 (bigint) and numeric come back as strings by default; counts and positions we read fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export const createPool = (connectionString: string, max = 20): pg.Pool => {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return pool;
};

export const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

export interface Database {
  url: string;
  stop(): Promise<void>;
}

/** `DATABASE_URL` when set, else an embedded PostgreSQL keeping its data under `dataDir`. */
const isReachable = async (url: string): Promise<boolean> => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
};

/**
 * `DATABASE_URL` when set, else the embedded PostgreSQL keeping its data under `dataDir`: the one
 * already running on `embeddedPort` (the app, when a CLI runs beside it), or a new one.
 */
export const openDatabase = async (options: {
  databaseUrl?: string;
  dataDir: string;
  embeddedPort: number;
  log?: (message: string) => void;
}): Promise<Database> => {
  if (options.databaseUrl) return { url: options.databaseUrl, stop: async () => undefined };
  const runningUrl = `postgres://postgres:sankofa@127.0.0.1:${options.embeddedPort}/sankofa`;
  if (await isReachable(runningUrl)) return { url: runningUrl, stop: async () => undefined };
  const server = await startEmbeddedPostgres({ dataDir: options.dataDir, port: options.embeddedPort, log: options.log });
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  const exists = await admin.query(`SELECT 1 FROM pg_database WHERE datname = 'sankofa'`);
  if (exists.rowCount === 0) await admin.query('CREATE DATABASE sankofa');
  await admin.end();
  return { url: withDatabase(server.url, 'sankofa'), stop: server.stop };
};

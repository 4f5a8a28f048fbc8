import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedPostgresError, freePort, startEmbeddedPostgres } from './embedded-postgres.ts';
import { packagedBinaries, postgresUser, reachableBinaries } from './postgres-runtime.ts';

const runsAsRoot = process.getuid?.() === 0;
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A folder only root can enter, as `mktemp -d` or /root make: the shape of a clone that could not start. */
const rootOnlyFolder = async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'sankofa-root-only-'));
  await chmod(folder, 0o700);
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
};

const answers = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ answer: number }>('SELECT 1 AS answer')).rows[0]?.answer;
  } finally {
    await client.end();
  }
};

describe.skipIf(!runsAsRoot)('embedded PostgreSQL as root (skipped: only root runs it as the postgres user)', () => {
  it('starts, keeps its data across starts and stops with its data folder in a folder only root can enter, loosening nothing', async () => {
    const folder = await rootOnlyFolder();
    const nested = path.join(folder, 'clone', 'data');
    await mkdir(nested, { recursive: true, mode: 0o700 });
    const notices: string[] = [];
    const start = () => startEmbeddedPostgres({ dataDir: path.join(nested, 'postgres'), notice: (message) => notices.push(message) });
    const first = await start();
    cleanups.push(() => rm(first.dataDir, { recursive: true, force: true }));
    expect(await answers(first.url)).toBe(1);
    await first.stop();
    const second = await start();
    expect(second.dataDir).toBe(first.dataDir);
    expect(await answers(second.url)).toBe(1);
    await second.stop();
    expect(notices.join('\n')).toContain(`keeps the data meant for ${path.join(nested, 'postgres')} in ${first.dataDir}`);
    expect(((await stat(folder)).mode & 0o777).toString(8)).toBe('700');
    expect(((await stat(nested)).mode & 0o777).toString(8)).toBe('700');
  });

  it('removes the throwaway data folders a killed process left in the shared folder, and only those', async () => {
    const folder = await rootOnlyFolder();
    const throwaway = (name: string) => startEmbeddedPostgres({ dataDir: path.join(folder, name), persistent: false, notice: () => undefined });
    const first = await throwaway('first');
    const shared = path.dirname(first.dataDir);
    expect(await readFile(`${first.dataDir}.owner`, 'utf8')).toBe(String(process.pid));
    await first.stop();
    expect([existsSync(first.dataDir), existsSync(`${first.dataDir}.owner`)]).toEqual([false, false]);

    const leftBy = async (name: string, pid: number) => {
      const dataDir = path.join(shared, `${name}-${path.basename(folder)}`);
      await mkdir(dataDir);
      await writeFile(`${dataDir}.owner`, String(pid));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }), () => rm(`${dataDir}.owner`, { force: true }));
      return dataDir;
    };
    const abandoned = await leftBy('abandoned', spawnSync('true').pid!);
    const inUse = await leftBy('in-use', process.pid);
    const second = await throwaway('second');
    cleanups.push(() => second.stop());
    expect([existsSync(abandoned), existsSync(`${abandoned}.owner`)]).toEqual([false, false]);
    expect([existsSync(inUse), existsSync(`${inUse}.owner`)]).toEqual([true, true]);
  });

  it('runs binaries the postgres user cannot reach from a root-owned copy it can', async () => {
    const folder = await rootOnlyFolder();
    const packaged = await packagedBinaries();
    const hidden = path.join(folder, 'node_modules', 'native');
    await cp(packaged.nativeDir, hidden, { recursive: true, verbatimSymlinks: true });
    const version = `test-${path.basename(folder)}`;
    const unreachable = { version, nativeDir: hidden, initdb: path.join(hidden, 'bin', 'initdb'), postgres: path.join(hidden, 'bin', 'postgres') };
    const notices: string[] = [];
    const reachable = await reachableBinaries(unreachable, await postgresUser(), (message) => notices.push(message));
    cleanups.push(() => rm(reachable.nativeDir, { recursive: true, force: true }));
    expect(reachable.nativeDir).not.toContain(folder);
    expect(path.basename(reachable.nativeDir)).toBe(`embedded-postgres-${version}`);
    expect(notices.join('\n')).toContain(`runs from a copy in ${reachable.nativeDir}`);
    expect(((await stat(reachable.nativeDir)).uid)).toBe(0);
  });
});

describe('embedded PostgreSQL that cannot start', () => {
  it('says the port is in use and what to do', async () => {
    const port = await freePort();
    const occupant: Server = createServer();
    await new Promise<void>((resolve) => occupant.listen(port, '127.0.0.1', resolve));
    cleanups.push(() => new Promise((resolve) => occupant.close(resolve)));
    const folder = await mkdtemp(path.join(tmpdir(), 'sankofa-port-taken-'));
    // Open to the postgres user, so that its data folder is the one asked for (and seen to be removed).
    await chmod(folder, 0o755);
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    const started = startEmbeddedPostgres({ dataDir: path.join(folder, 'data'), port, persistent: false, notice: () => undefined });
    await expect(started).rejects.toBeInstanceOf(EmbeddedPostgresError);
    await expect(started).rejects.toThrow(new RegExp(`port ${port} is already in use.*set EMBEDDED_PG_PORT to a free port`));
    await expect(stat(path.join(folder, 'data'))).rejects.toThrow();
  });
});

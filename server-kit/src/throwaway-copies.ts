import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * A throwaway data folder that PostgreSQL keeps in the shared runtime folder (see
 * `reachableDataDir`) is removed when its server stops; a process killed before that (SIGKILL, a
 * crash) leaves it behind for good. So each one gets a `<folder>.owner` file beside it naming the
 * process that uses it, and a start removes those whose process and server are both gone.
 */
const OWNER_SUFFIX = '.owner';

const isAlive = (pid: number): boolean => {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, only not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const pidIn = async (file: string): Promise<number> => Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);

/** The postmaster's pid is the first line of postmaster.pid, present while the server runs. */
const serverIsRunning = async (dataDir: string): Promise<boolean> => isAlive(await pidIn(path.join(dataDir, 'postmaster.pid')));

export const claimThrowaway = (dataDir: string): Promise<void> => writeFile(`${dataDir}${OWNER_SUFFIX}`, String(process.pid));

export const removeThrowaway = async (dataDir: string): Promise<void> => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(`${dataDir}${OWNER_SUFFIX}`, { force: true });
};

/** Removes the throwaway folders in `folder` whose owning process and server are gone. */
export const sweepAbandonedThrowaways = async (folder: string): Promise<void> => {
  const owners = (await readdir(folder).catch(() => [])).filter((entry) => entry.endsWith(OWNER_SUFFIX));
  for (const owner of owners) {
    const dataDir = path.join(folder, owner.slice(0, -OWNER_SUFFIX.length));
    if (isAlive(await pidIn(path.join(folder, owner))) || (await serverIsRunning(dataDir))) continue;
    await removeThrowaway(dataDir);
  }
};

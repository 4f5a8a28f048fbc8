import { readdirSync, readFileSync } from 'node:fs';

/** The fields of a /proc stat file after the command's closing parenthesis (field 3 on). */
const statFields = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

/** User + system CPU seconds in a /proc stat file (fields 14 and 15; 100 ticks a second). */
const cpuSecondsIn = (statFile: string) => {
  const fields = statFields(readFileSync(statFile, 'utf8'));
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/**
 * Every PostgreSQL process's CPU seconds so far, with those of the backends that ended (their
 * postmaster's waited-for children, fields 16 and 17): the benchmark's embedded server is the only
 * PostgreSQL on the machine while it runs.
 */
export const postgresCpuSecondsSoFar = (): number => {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile: counted in its parent's children's time
    }
    if (!stat.includes('(postgres)')) continue;
    const fields = statFields(stat);
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  }
  return ticks / 100;
};

/** This process's CPU seconds so far, all threads together and its main thread alone (whose task id is the pid), from /proc (Linux). */
export const cpuSecondsSoFar = () => ({ process: cpuSecondsIn('/proc/self/stat'), mainThread: cpuSecondsIn(`/proc/self/task/${process.pid}/stat`) });

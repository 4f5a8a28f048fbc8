import { readFileSync } from 'node:fs';

/** User + system CPU seconds in a /proc stat file (fields 14 and 15, counted after the command's closing parenthesis; 100 ticks a second). */
const cpuSecondsIn = (statFile: string) => {
  const stat = readFileSync(statFile, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/** This process's CPU seconds so far, all threads together and its main thread alone (whose task id is the pid), from /proc (Linux). */
export const cpuSecondsSoFar = () => ({ process: cpuSecondsIn('/proc/self/stat'), mainThread: cpuSecondsIn(`/proc/self/task/${process.pid}/stat`) });

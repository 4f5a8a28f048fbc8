import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/**
 * The app as `npm start` runs it (bench/live-app.ts: projectors, command and query API in one
 * process), in a child process so that the load generator does not share its event loop. The
 * bench's own node options (`--cpu-prof`) are passed on, so a profile of the app can be taken.
 */
export const startAppProcess = async (databaseUrl: string, jwtSecret: string): Promise<{ url: string; stop: () => Promise<void> }> => {
  const child: ChildProcess = spawn(process.execPath, [...process.execArgv, path.join(import.meta.dirname, 'live-app.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, JWT_SECRET: jwtSecret },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Whatever else the app says goes on to stderr: an undrained pipe would block it once full.
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('listening ')) resolve(line.slice('listening '.length));
      else process.stderr.write(`${line}\n`);
    });
    child.once('exit', () => reject(new Error('The app stopped before listening')));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, stop };
};

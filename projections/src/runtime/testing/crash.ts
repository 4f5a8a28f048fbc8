import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Starts the crash runner and SIGKILLs it as soon as it is inside the fatal batch's transaction. */
export const runUntilKilledMidBatch = (env: Record<string, string>): Promise<void> =>
  new Promise((resolve, reject) => {
    const script = fileURLToPath(new URL('./crash-runner.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    const timeout = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('IN_BATCH')) child.kill('SIGKILL');
    });
    child.on('exit', (_code, signal) => {
      clearTimeout(timeout);
      if (signal === 'SIGKILL' && !errors.includes('Error')) resolve();
      else reject(new Error(`Crash runner ended without being killed mid-batch (${signal ?? 'exit'}): ${errors}`));
    });
  });

/** Starts a projections worker in its own process (worker-runner.ts); `kill` ends it with SIGKILL, as a crash would. */
export const startWorkerProcess = (env: Record<string, string>): Promise<{ kill(): Promise<void> }> =>
  new Promise((resolve, reject) => {
    const script = fileURLToPath(new URL('./worker-runner.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    const exited = new Promise<void>((settle) => child.on('exit', () => settle()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('STARTED')) resolve({ kill: () => (child.kill('SIGKILL'), exited) });
    });
    void exited.then(() => reject(new Error(`The worker process ended before it started: ${errors}`)));
  });

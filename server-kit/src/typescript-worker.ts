import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module. On Node 20 the loader hooks tsx registered in this
 * thread do not reach a worker, whether started by `tsx`, `node --import tsx` or vitest: the worker
 * registers tsx itself before loading its TypeScript.
 */
export const typeScriptWorker = (entry: URL, options: Omit<WorkerOptions, 'eval'> = {}): Worker =>
  new Worker(
    `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`,
    { ...options, eval: true },
  );

import { once } from 'node:events';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { typeScriptWorker, type Config, type ThreadSeries } from '@sankofa/server-kit';

/** What the thread is started with; the configuration crosses as a structured clone. */
export interface ProjectionsThreadData {
  databaseUrl: string;
  config: Config;
}

/** The thread says once that its runtime runs, and under which name. */
export interface FromProjectionsThread {
  type: 'started';
  instanceId: string;
  threadId: number;
}

/** Asked of the thread: its metrics' series, answered on `reply`; or to stop. */
export type ToProjectionsThread = { type: 'metrics'; reply: MessagePort } | { type: 'stop' };

export interface ProjectionsThread {
  /** The runtime's name in the leases it holds. */
  instanceId: string;
  threadId: number;
  /** Stops the runtime (its leases released, its pools closed) and waits for the thread to end. */
  stop(): Promise<void>;
  /** The thread's metrics (the projectors' lag and state, the reactors' appends), for this thread's `/metrics`. */
  metrics(): Promise<ThreadSeries>;
  /** Resolves, with what happened, if the thread ends without being asked to; never otherwise. */
  crashed: Promise<Error>;
}

export const PROJECTIONS_THREAD_ENTRY = new URL('./projections-thread.ts', import.meta.url);

/**
 * The projection runtime on a thread of its own, resolved once it runs: the HTTP side keeps one
 * core, the projectors and reactors take the other. Everything between them goes through
 * PostgreSQL (checkpoints, their NOTIFY, leases), as between the distributed services; the
 * thread's log lines go to this process's stdout and stderr. Rejects if it fails to start.
 */
export const startProjectionsThread = (data: ProjectionsThreadData, entry = PROJECTIONS_THREAD_ENTRY): Promise<ProjectionsThread> => {
  const worker = typeScriptWorker(entry, { workerData: data, name: 'projections' });
  let stopping = false;
  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));
  const crashed = new Promise<Error>((resolve) => {
    worker.once('error', (error) => resolve(new Error(`the projections thread crashed: ${error.message}`, { cause: error })));
    void exited.then((code) => {
      if (!stopping) resolve(new Error(`the projections thread ended unasked (exit code ${code})`));
    });
  });
  return new Promise((resolve, reject) => {
    void crashed.then(reject);
    worker.once('message', (message: FromProjectionsThread) => {
      resolve({
        instanceId: message.instanceId,
        threadId: message.threadId,
        crashed,
        async stop() {
          stopping = true;
          worker.postMessage({ type: 'stop' } satisfies ToProjectionsThread);
          await exited;
        },
        async metrics() {
          const { port1, port2 } = new MessageChannel();
          worker.postMessage({ type: 'metrics', reply: port2 } satisfies ToProjectionsThread, [port2]);
          const [series] = (await once(port1, 'message')) as [ThreadSeries];
          port1.close();
          return series;
        },
      });
    });
  });
};

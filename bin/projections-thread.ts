import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { parentPort, threadId, workerData } from 'node:worker_threads';
import { seriesOfThisThread } from '@sankofa/server-kit';
import { openBackbone } from './backbone.ts';
import type { FromProjectionsThread, ProjectionsThreadData, ToProjectionsThread } from './projections-in-thread.ts';
import { processorsOf, startProjectionRuntime } from './services.ts';

/**
 * The projection runtime of the one-process app (`npm start`), on a thread of its own beside the
 * HTTP side (see `projections-in-thread.ts`): its own pools on the same database, every projector
 * and reactor. An error nobody catches ends the thread, and the app with it.
 */
const { databaseUrl, config } = workerData as ProjectionsThreadData;
const port = parentPort!;

const backbone = await openBackbone(databaseUrl, config, { answersMembers: false });
// Leases name the thread: the console and the tests can tell which thread writes a projector.
const instanceId = `${hostname()}-${process.pid}-thread${threadId}-${randomBytes(3).toString('hex')}`;
const runtime = await startProjectionRuntime(backbone, processorsOf(backbone, config), config.LOG_LEVEL, instanceId);

const stop = async () => {
  await runtime.stop();
  await backbone.close();
  // With the port closed and the pools ended, nothing keeps the thread alive.
  port.close();
};

port.on('message', (message: ToProjectionsThread) => {
  if (message.type === 'stop') return void stop();
  void seriesOfThisThread().then((series) => {
    message.reply.postMessage(series);
    message.reply.close();
  });
});
port.postMessage({ type: 'started', instanceId, threadId } satisfies FromProjectionsThread);

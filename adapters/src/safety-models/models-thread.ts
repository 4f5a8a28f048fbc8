import { parentPort } from 'node:worker_threads';
import { loadModels } from './models.ts';
import type { FromModelsThread, ToModelsThread } from './safety-models.ts';

const port = parentPort!;
const loaded = loadModels();
/** One picture at a time: the models share one WebAssembly memory, and the thread has one core to give. */
let queue: Promise<unknown> = loaded;

port.on('message', ({ id, image }: ToModelsThread) => {
  queue = queue.then(async () => {
    try {
      const analysis = await (await loaded).analyse(Buffer.from(image));
      port.postMessage({ id, analysis } satisfies FromModelsThread);
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies FromModelsThread);
    }
  });
});

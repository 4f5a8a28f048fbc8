import { typeScriptWorker } from '@sankofa/server-kit';
import type { PhotoAnalysis } from './analysis.ts';

export type ToModelsThread = { id: number; image: Uint8Array };
export type FromModelsThread = { id: number; analysis: PhotoAnalysis } | { id: number; error: string };

/** The on-device models that screen photos and selfies: faces (with descriptor, anti-spoof and liveness) and sexual content. */
export interface SafetyModels {
  /** What the models see in a picture (any format sharp reads), turned upright by its EXIF orientation. */
  analyse(image: Buffer): Promise<PhotoAnalysis>;
  /** Ends the thread; what is still asked is refused. */
  close(): Promise<void>;
  /** Whether the thread has ended (closed, or failed): it takes no more pictures. */
  readonly ended: boolean;
}

const ENTRY = new URL('./models-thread.ts', import.meta.url);

/** The picture, not the models, failed: it does not decode, or shows nothing they can take in. Any other failure may pass on a retry. */
export class UnreadablePictureError extends Error {
  override readonly name = 'UnreadablePictureError';
  constructor(reason: string) {
    super(`the safety models could not read this picture: ${reason}`);
  }
}

/**
 * The models on a thread of their own: a picture takes a tenth of a second or more of
 * WebAssembly, which on the HTTP thread would stall every request meanwhile. The thread keeps
 * the process alive only while it has work.
 */
export const startSafetyModels = (): SafetyModels => {
  const worker = typeScriptWorker(ENTRY, { name: 'safety-models' });
  worker.unref();
  const pending = new Map<number, { resolve(analysis: PhotoAnalysis): void; reject(error: Error): void }>();
  let nextId = 0;
  let ended: Error | null = null;
  const settle = (id: number) => {
    const request = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return request;
  };
  worker.on('message', (message: FromModelsThread) => {
    const request = settle(message.id);
    if ('error' in message) request?.reject(new UnreadablePictureError(message.error));
    else request?.resolve(message.analysis);
  });
  const end = (error: Error) => {
    ended ??= error;
    for (const id of [...pending.keys()]) settle(id)?.reject(ended);
  };
  worker.on('error', (error) => end(new Error(`the safety models' thread failed: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => end(new Error(`the safety models' thread ended (exit code ${code})`)));
  return {
    get ended() {
      return ended !== null;
    },
    analyse: (image) =>
      new Promise((resolve, reject) => {
        if (ended) return reject(ended);
        const id = nextId++;
        if (pending.size === 0) worker.ref();
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, image: new Uint8Array(image) } satisfies ToModelsThread);
      }),
    close: async () => {
      end(new Error('the safety models were closed'));
      await worker.terminate();
    },
  };
};

let shared: SafetyModels | undefined;

/**
 * The process's one models thread, started by the first picture that needs it (loading takes a few
 * seconds), and again after it ended: a thread that failed, or that a test closed, does not leave
 * the process unable to screen.
 */
export const safetyModels = (): SafetyModels => {
  if (!shared || shared.ended) shared = startSafetyModels();
  return shared;
};

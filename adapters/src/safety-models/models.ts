import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type * as tfCore from '@tensorflow/tfjs-core';
import type { Config, Human } from '@vladmandic/human';
import type { NSFWJS } from 'nsfwjs';
import type { ContentClasses, Face, PhotoAnalysis } from './analysis.ts';
import { loadModelsFromDisk } from './disk-models.ts';
import { screenPatternOf } from './screen-pattern.ts';

/* Human's WebAssembly build and nsfwjs are CommonJS, and must share one TensorFlow.js core (one backend, one memory). */
const require = createRequire(import.meta.url);
const humanPackage = dirname(dirname(require.resolve('@vladmandic/human')));
const wasmPackage = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));

/** The face detector looks at this many pixels on the longer side; nsfwjs at its own 224 × 224. */
const FACE_INPUT_PIXELS = 640;
const CONTENT_INPUT_PIXELS = 224;

const humanConfig: Partial<Config> = {
  backend: 'wasm',
  wasmPath: `${pathToFileURL(wasmPackage).href}/`,
  modelBasePath: `${pathToFileURL(join(humanPackage, 'models')).href}/`,
  debug: false,
  cacheModels: false,
  face: {
    enabled: true,
    detector: { rotation: true, maxDetected: 5, minConfidence: 0.5, return: false },
    mesh: { enabled: true },
    iris: { enabled: false },
    description: { enabled: true },
    emotion: { enabled: false },
    antispoof: { enabled: true },
    liveness: { enabled: true },
  } as Config['face'],
  body: { enabled: false } as Config['body'],
  hand: { enabled: false } as Config['hand'],
  object: { enabled: false } as Config['object'],
  gesture: { enabled: false },
  segmentation: { enabled: false } as Config['segmentation'],
  filter: { enabled: false } as Config['filter'],
};

export interface LoadedModels {
  analyse(image: Buffer): Promise<PhotoAnalysis>;
}

const rgbOf = async (image: Buffer, fit: { width: number; height: number; fit: 'inside' | 'fill' }) => {
  const { data, info } = await sharp(image, { failOn: 'error' }).rotate().resize(fit).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
};

/** Loads Human (face detection, descriptor, anti-spoof, liveness) and nsfwjs from their packages on disk: nothing is fetched. */
export const loadModels = async (): Promise<LoadedModels> => {
  const tf = require('@tensorflow/tfjs-core') as typeof tfCore;
  loadModelsFromDisk(tf.io);
  const { Human: HumanClass } = require(join(humanPackage, 'dist', 'human.node-wasm.js')) as { Human: new (config: Partial<Config>) => Human };
  const human = new HumanClass(humanConfig);
  await human.load();
  const { load } = require('nsfwjs') as { load(model: 'MobileNetV2'): Promise<NSFWJS> };
  const content = await load('MobileNetV2');

  const facesOf = async (image: Buffer): Promise<Face[]> => {
    const { pixels, width, height } = await rgbOf(image, { width: FACE_INPUT_PIXELS, height: FACE_INPUT_PIXELS, fit: 'inside' });
    const input = tf.tensor3d(pixels, [height, width, 3], 'int32');
    try {
      const result = await human.detect(input as never);
      const faces = result.face.map((face) => ({
        confidence: face.score,
        descriptor: Array.from(face.embedding ?? []),
        real: face.real ?? 0,
        live: face.live ?? 0,
        roll: face.rotation?.angle.roll ?? 0,
        yaw: face.rotation?.angle.yaw ?? 0,
        pitch: face.rotation?.angle.pitch ?? 0,
        box: { x: face.box[0] / width, y: face.box[1] / height, width: face.box[2] / width, height: face.box[3] / height },
      }));
      return Promise.all(faces.map(async (face) => ({ ...face, screenPattern: await screenPatternOf(image, face.box) })));
    } finally {
      input.dispose();
    }
  };

  const contentOf = async (image: Buffer): Promise<ContentClasses> => {
    const { pixels } = await rgbOf(image, { width: CONTENT_INPUT_PIXELS, height: CONTENT_INPUT_PIXELS, fit: 'fill' });
    const input = tf.tensor3d(pixels, [CONTENT_INPUT_PIXELS, CONTENT_INPUT_PIXELS, 3], 'int32');
    try {
      const shares = Object.fromEntries((await content.classify(input as never, 5)).map(({ className, probability }) => [className.toLowerCase(), probability]));
      return { drawing: shares.drawing ?? 0, hentai: shares.hentai ?? 0, neutral: shares.neutral ?? 0, porn: shares.porn ?? 0, sexy: shares.sexy ?? 0 };
    } finally {
      input.dispose();
    }
  };

  return { analyse: async (image) => ({ faces: await facesOf(image), content: await contentOf(image) }) };
};

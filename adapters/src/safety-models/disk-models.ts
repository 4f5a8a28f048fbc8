import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as tf from '@tensorflow/tfjs-core';

interface ModelJson {
  modelTopology: object;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: object;
  userDefinedMetadata?: Record<string, object>;
  weightsManifest: Array<{ paths: string[]; weights: tf.io.WeightsManifestEntry[] }>;
}

/** A graph model's JSON and weight files, read from the installed package. */
const readModel = (file: string): tf.io.ModelArtifacts => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as ModelJson;
  const weights = Buffer.concat(json.weightsManifest.flatMap((group) => group.paths).map((path) => readFileSync(join(dirname(file), path))));
  const { weightsManifest, ...model } = json;
  return { ...model, weightSpecs: weightsManifest.flatMap((group) => group.weights), weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength) };
};

/**
 * Lets TensorFlow.js open `file://` model URLs from disk. Its WebAssembly build knows only HTTP,
 * and Node's fetch refuses `file:`: without this router Human would reach for the network, which
 * a server must never need to screen a photo.
 */
export const loadModelsFromDisk = (io: typeof tf.io): void => {
  io.registerLoadRouter((url) => (typeof url === 'string' && url.startsWith('file://') ? { load: async () => readModel(fileURLToPath(url)) } : (null as unknown as tf.io.IOHandler)));
};

export * from './analysis.ts';
export * from './face-similarity.ts';
export * from './perceptual-hash.ts';
export * from './safety-models.ts';
export * from './frames.ts';
export * from './screen-pattern.ts';

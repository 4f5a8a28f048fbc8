export { oneFace, type OneFaceDependencies } from './one-face-reactor.ts';
export { DEFAULT_THRESHOLDS, type MatchThresholds } from './fingerprints.ts';

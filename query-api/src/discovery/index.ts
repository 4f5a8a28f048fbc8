export { discoveryQueryRouter, NEXT_CURSOR_HEADER, type DiscoveryQueryDependencies } from './routes/feed.ts';
export type { DiscoveryProfile } from './profile-json.ts';
export { createRankedLists, type RankedListOptions, type RankedLists } from './ranked-lists.ts';
export { locationQueryRouter } from './routes/location.ts';
export { createCandidateIndex } from './candidate-index.ts';
export type { CandidateRow } from './candidate.ts';
export { rankAfter, searchOf } from './ranker.ts';
export { viewerOf } from './viewer.ts';

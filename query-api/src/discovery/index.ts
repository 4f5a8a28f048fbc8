export { discoveryQueryRouter, NEXT_CURSOR_HEADER, type DiscoveryQueryDependencies } from './routes/feed.ts';
export type { DiscoveryProfile } from './profile-json.ts';
export { createRankedLists, type RankedListOptions, type RankedLists } from './ranked-lists.ts';
export { locationQueryRouter } from './routes/location.ts';

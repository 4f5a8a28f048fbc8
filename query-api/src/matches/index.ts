export { matchesQueryRouter, type MatchesQueryDependencies } from './routes.ts';
export { matchesLiveMappers } from './live.ts';
export type { MatchView } from './views.ts';

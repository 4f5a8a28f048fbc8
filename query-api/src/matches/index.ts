export { matchesQueryRouter, type MatchesQueryDependencies } from './routes.ts';
export { matchesLiveMappers, newMessageLiveMapper, messageTranslatedLiveMapper, matchClosedLiveMapper } from './live.ts';
export type { MatchView, MessageView } from './views.ts';

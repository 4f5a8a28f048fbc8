export { matchesQueryRouter, type MatchesQueryDependencies } from './routes.ts';
export { matchesLiveMappers, newMessageLiveMapper, messageTranslatedLiveMapper, matchClosedLiveMapper, messagesMarkedLiveMapper } from './live.ts';
export type { MatchView, MessageView } from './views.ts';
export { chatPrivacyQueryRouter } from './chat-privacy-route.ts';

export { communityEventsRouter, type CommunityEventsDependencies } from './routes.ts';
export { communityEventDecider, type CommunityEventCommand } from './decide.ts';
export { listEventCommand } from './listing.ts';
export { MEETUP_CARD_PREFIX } from './meetup-card.ts';

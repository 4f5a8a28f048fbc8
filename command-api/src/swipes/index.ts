export { swipesRouter, type SwipesRouterDependencies } from './routes.ts';
export { FREE_DAILY_LIKES, DAILY_LIKE_LIMIT_REACHED, utcDay } from './like-quota.ts';
export { MAX_PRE_MATCH_MESSAGE_LENGTH, pairDecider, type EndMatch, type PairCommand, type SwipeKind } from './decide.ts';
export { currentMatchOf, endMatch, ensureMatchOpened, readPair } from './pair-stream.ts';
export { matchOf, type Match, type Pair } from './pair.ts';
export { recordSwipe, type SwipeOutcome, type SwipeRequest } from './record-swipe.ts';
export type { PublicProfile } from './public-profile.ts';
export { canReach, isPremiumAt, readParticipant, type Participant } from './participant.ts';
export { createSwipeStates } from './kept-states.ts';

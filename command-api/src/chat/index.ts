import type Router from '@koa/router';
import { messageRoutes, type ChatDependencies } from './message-routes.ts';
import { chatPrivacyRoute } from './privacy-route.ts';
import { receiptRoutes } from './receipt-routes.ts';
import { translationRoute } from './translation-route.ts';
import { unmatchRoute } from './unmatch-route.ts';

/** Messages, per-message and free translation, and unmatch: every write route of the chat. */
export const chatRouters = (deps: ChatDependencies): Router[] => [
  receiptRoutes(deps),
  messageRoutes(deps),
  translationRoute(deps),
  unmatchRoute(deps),
  chatPrivacyRoute(deps),
];

export type { ChatDependencies } from './message-routes.ts';
export { MATCH_ENDED, MATCH_NOT_FOUND, MAX_MESSAGE_LENGTH, conversationDecider, type ConversationCommand } from './decide.ts';
export { closeMatchFor, latestPosition } from './close-match.ts';
export { resolveMatchId } from './resolve-match.ts';
export { SET_YOUR_LANGUAGE } from './message-routes.ts';

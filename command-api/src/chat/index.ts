import type Router from '@koa/router';
import { messageRoutes, type ChatDependencies } from './routes/messages.ts';
import { hiddenWordsRoute } from './routes/hidden-words.ts';
import { chatPrivacyRoute } from './routes/privacy.ts';
import { receiptRoutes } from './routes/receipts.ts';
import { translationRoute } from './routes/translation.ts';
import { unmatchRoute } from './routes/unmatch.ts';

/** Messages (sending, unsending), per-message and free translation, unmatch, chat privacy and hidden words: every write route of the chat. */
export const chatRouters = (deps: ChatDependencies): Router[] => [
  receiptRoutes(deps),
  messageRoutes(deps),
  translationRoute(deps),
  unmatchRoute(deps),
  chatPrivacyRoute(deps),
  hiddenWordsRoute(deps),
];

export type { ChatDependencies } from './routes/messages.ts';
export { MATCH_ENDED, MATCH_NOT_FOUND, MAX_MESSAGE_LENGTH, conversationDecider, type ConversationCommand } from './decide.ts';
export { closeMatchFor, latestPosition } from './close-match.ts';
export { resolveMatchId } from './resolve-match.ts';
export { SET_YOUR_LANGUAGE } from './routes/messages.ts';

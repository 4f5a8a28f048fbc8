import type pg from 'pg';
import type { AccessTokens } from '@sankofa/server-kit';
import type { ReadModelRouter } from '../read-model-router.ts';
import { messagesQueryRouter } from './routes/messages.ts';
import { hiddenQueryRouter } from './routes/hidden.ts';
import { chatPrivacyQueryRouter } from './routes/privacy.ts';

/** The conversation's messages, the member's chat privacy, hidden words and Hidden folder: every read route of the chat. */
export const chatQueryRouters = (deps: { pool: pg.Pool; tokens: AccessTokens }): ReadModelRouter[] => [messagesQueryRouter(deps), chatPrivacyQueryRouter(deps), hiddenQueryRouter(deps)];

export { chatLiveMappers } from './live.ts';
export type { MessageView } from './views.ts';

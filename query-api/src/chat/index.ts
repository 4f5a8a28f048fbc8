import type pg from 'pg';
import type { AccessTokens } from '@sankofa/server-kit';
import type { ReadModelRouter } from '../read-model-router.ts';
import { messagesQueryRouter } from './routes/messages.ts';
import { chatPrivacyQueryRouter } from './routes/privacy.ts';

/** The conversation's messages and the member's chat privacy: every read route of the chat. */
export const chatQueryRouters = (deps: { pool: pg.Pool; tokens: AccessTokens }): ReadModelRouter[] => [messagesQueryRouter(deps), chatPrivacyQueryRouter(deps)];

export { chatLiveMappers } from './live.ts';
export type { MessageView } from './views.ts';

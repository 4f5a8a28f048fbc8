import type Router from '@koa/router';
import type pg from 'pg';
import type { AccessTokens } from '@sankofa/server-kit';
import { messagesQueryRouter } from './routes/messages.ts';
import { hiddenQueryRouter } from './routes/hidden.ts';
import { chatPrivacyQueryRouter } from './routes/privacy.ts';

/** The conversation's messages, the member's chat privacy, hidden words and Hidden folder: every read route of the chat. */
export const chatQueryRouters = (deps: { pool: pg.Pool; tokens: AccessTokens }): Router[] => [messagesQueryRouter(deps), chatPrivacyQueryRouter(deps), hiddenQueryRouter(deps)];

export { chatLiveMappers } from './live.ts';
export type { MessageView } from './views.ts';

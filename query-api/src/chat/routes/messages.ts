import Router from '@koa/router';
import { listMessages, type ResponseOf } from '@sankofa/contracts';
import type pg from 'pg';
import { parseInput, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { requestedMatch } from '../../matches/requested-match.ts';
import { messagesOf } from '../queries.ts';
import { toMessageView } from '../views.ts';

/** GET /api/matches/:id/messages: a page of the conversation, for the two members of the open match only. */
export const messagesQueryRouter = ({ pool, tokens }: { pool: pg.Pool; tokens: AccessTokens }): Router => {
  const router = new Router();
  router.get('/api/matches/:id/messages', requireMember(tokens), async (ctx) => {
    const match = await requestedMatch(pool, ctx);
    const page = parseInput(listMessages.query, ctx.query, 'query');
    const readerId = principalOf(ctx).memberId;
    const messages = await messagesOf(pool, { id: match.id, readerId, otherId: match.user.id }, page);
    ctx.body = messages.map(toMessageView) satisfies ResponseOf<typeof listMessages>;
  });
  return router;
};

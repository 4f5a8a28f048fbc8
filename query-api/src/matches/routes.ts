import Router from '@koa/router';
import { PATH_ID, listMessages, type countMatches, type getMatch, type listMatches, type ResponseOf } from '@sankofa/contracts';
import type { Context } from 'koa';
import type pg from 'pg';
import { NotFoundError, parseInput, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { countOpenMatches, messagesOf, openMatchOf, openMatchesOf } from './queries.ts';
import { MATCH_NOT_FOUND, toMessageView } from './views.ts';

export interface MatchesQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

/** Only the two members of an open match, with no block between them, find it; to anyone else it does not exist. */
const requestedMatch = async (pool: pg.Pool, ctx: Context) => {
  const id = String(ctx.params.id ?? '');
  const match = PATH_ID.test(id) ? await openMatchOf(pool, principalOf(ctx).memberId, id) : null;
  if (!match) throw new NotFoundError(MATCH_NOT_FOUND, 'match_not_found');
  return match;
};

/** GET /api/matches, /api/matches/count, /api/matches/:id and /api/matches/:id/messages, for the token's member. */
export const matchesQueryRouter = ({ pool, tokens }: MatchesQueryDependencies): Router => {
  const router = new Router({ prefix: '/api/matches' });
  router.use(requireMember(tokens));

  router.get('/', async (ctx) => {
    ctx.body = (await openMatchesOf(pool, principalOf(ctx).memberId)) satisfies ResponseOf<typeof listMatches>;
  });
  router.get('/count', async (ctx) => {
    ctx.body = { count: await countOpenMatches(pool, principalOf(ctx).memberId) } satisfies ResponseOf<typeof countMatches>;
  });
  router.get('/:id', async (ctx) => {
    ctx.body = (await requestedMatch(pool, ctx)) satisfies ResponseOf<typeof getMatch>;
  });
  router.get('/:id/messages', async (ctx) => {
    const match = await requestedMatch(pool, ctx);
    const page = parseInput(listMessages.query, ctx.query, 'query');
    const readerId = principalOf(ctx).memberId;
    const messages = await messagesOf(pool, { id: match.id, readerId, otherId: match.user.id }, page);
    ctx.body = messages.map(toMessageView) satisfies ResponseOf<typeof listMessages>;
  });
  return router;
};

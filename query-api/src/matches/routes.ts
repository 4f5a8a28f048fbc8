import Router from '@koa/router';
import type { countMatches, getMatch, listMatches, ResponseOf } from '@sankofa/contracts';
import type pg from 'pg';
import { principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { countOpenMatches, openMatchesOf } from './queries.ts';
import { requestedMatch } from './requested-match.ts';

export interface MatchesQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

/** GET /api/matches, /api/matches/count and /api/matches/:id, for the token's member (the conversation's messages are the chat's). */
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
  return router;
};

import Router from '@koa/router';
import type pg from 'pg';
import { z } from 'zod';
import { CURSOR_RULE, getDiscovery, NEXT_CURSOR_HEADER } from '@sankofa/contracts';
import { parseInput, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { decodeCursor, encodeCursor } from './cursor.ts';
import { discoveryProfilesJson } from './profile-json.ts';
import { createRankedLists, type RankedLists } from './ranked-lists.ts';

export interface DiscoveryQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
  /** One per process by default; tests pass their own. */
  rankedLists?: RankedLists;
}

export { NEXT_CURSOR_HEADER };

/** The contract's query, with the cursor decoded into the key of the last card shown. */
const discoveryQuery = getDiscovery.query.extend({
  cursor: getDiscovery.query.shape.cursor.transform((cursor, context) => {
    if (cursor === undefined) return undefined;
    const key = decodeCursor(cursor);
    if (!key) context.addIssue({ code: 'custom', message: CURSOR_RULE });
    return key ?? z.NEVER;
  }),
});

/**
 * GET /api/users/discovery?limit=&cursor=: the profiles to swipe, best first, as a plain array
 * (the spec's client reads one); `X-Next-Cursor` carries the next page's cursor when there is one.
 */
export const discoveryQueryRouter = ({ pool, tokens, rankedLists = createRankedLists(pool) }: DiscoveryQueryDependencies): Router => {
  const router = new Router();
  router.get('/api/users/discovery', requireMember(tokens), async (ctx) => {
    const { limit, cursor } = parseInput(discoveryQuery, ctx.query, 'query');
    const found = await rankedLists.page(principalOf(ctx).memberId, cursor ?? null, limit + 1);
    const now = new Date();
    const page = found.slice(0, limit);
    if (found.length > limit) ctx.set(NEXT_CURSOR_HEADER, encodeCursor(page.at(-1)!.candidate));
    ctx.type = 'json';
    ctx.body = discoveryProfilesJson(page, now);
  });
  return router;
};

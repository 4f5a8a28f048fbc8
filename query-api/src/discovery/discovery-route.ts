import Router from '@koa/router';
import type pg from 'pg';
import { z } from 'zod';
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

export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';
const MAX_LIMIT = 50;

const LIMIT_RULE = `limit must be a whole number from 1 to ${MAX_LIMIT}`;
const CURSOR_RULE = 'cursor must be the X-Next-Cursor of a previous page';

const discoveryQuery = z.object({
  limit: z.coerce.number({ error: LIMIT_RULE }).int({ error: LIMIT_RULE }).min(1, { error: LIMIT_RULE }).max(MAX_LIMIT, { error: LIMIT_RULE }).default(20),
  cursor: z
    .string({ error: CURSOR_RULE })
    .transform((cursor, context) => {
      const key = decodeCursor(cursor);
      if (!key) context.addIssue({ code: 'custom', message: CURSOR_RULE });
      return key ?? z.NEVER;
    })
    .optional(),
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

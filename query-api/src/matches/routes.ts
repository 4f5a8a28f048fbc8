import { countMatches, getMatch, listMatches, type ResponseOf } from '@sankofa/contracts';
import type pg from 'pg';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { MATCHES_PROJECTOR } from '@sankofa/projections/matches';
import { CHAT_RECEIPTS_PROJECTOR } from '@sankofa/projections/chat-receipts';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { MODERATION_PROJECTOR } from '@sankofa/projections/moderation';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { countOpenMatches, openMatchesOf } from './queries.ts';
import { requestedMatch } from './requested-match.ts';
import { CONTACT_BLOCKS_PROJECTOR } from '@sankofa/projections/contact-blocks';

export interface MatchesQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

/** GET /api/matches, /api/matches/count and /api/matches/:id, for the token's member (the conversation's messages are the chat's). */
export const matchesQueryRouter = ({ pool, tokens }: MatchesQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([MATCHES_PROJECTOR, CHAT_RECEIPTS_PROJECTOR, MEMBERS_PROJECTOR, MODERATION_PROJECTOR, CONTACT_BLOCKS_PROJECTOR]);

  mount(router, listMatches, requireMember(tokens), async (ctx) => {
    ctx.body = (await openMatchesOf(pool, principalOf(ctx).memberId)) satisfies ResponseOf<typeof listMatches>;
  });
  // Before /api/matches/:id, which 'count' would match too: the first route to answer ends the request.
  mount(router, countMatches, requireMember(tokens), async (ctx) => {
    ctx.body = { count: await countOpenMatches(pool, principalOf(ctx).memberId) } satisfies ResponseOf<typeof countMatches>;
  });
  mount(router, getMatch, requireMember(tokens), async (ctx) => {
    ctx.body = (await requestedMatch(pool, ctx)) satisfies ResponseOf<typeof getMatch>;
  });
  return router;
};

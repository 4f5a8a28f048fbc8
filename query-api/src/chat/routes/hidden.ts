import { getHiddenWords, listHiddenMessages, type ResponseOf } from '@sankofa/contracts';
import type pg from 'pg';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { MATCHES_PROJECTOR } from '@sankofa/projections/matches';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { readModelRouter, type ReadModelRouter } from '../../read-model-router.ts';
import { hiddenMessagesOf, hiddenWordsOf } from '../hidden-messages.ts';

/** GET /api/user/hidden-words and GET /api/messages/hidden: the token's member's own list and folder, never anyone else's. */
export const hiddenQueryRouter = ({ pool, tokens }: { pool: pg.Pool; tokens: AccessTokens }): ReadModelRouter => {
  const router = readModelRouter([MATCHES_PROJECTOR, MEMBERS_PROJECTOR]);
  mount(router, getHiddenWords, requireMember(tokens), async (ctx) => {
    ctx.body = { words: await hiddenWordsOf(pool, principalOf(ctx).memberId) } satisfies ResponseOf<typeof getHiddenWords>;
  });
  mount(router, listHiddenMessages, requireMember(tokens), async (ctx) => {
    ctx.body = (await hiddenMessagesOf(pool, principalOf(ctx).memberId)) satisfies ResponseOf<typeof listHiddenMessages>;
  });
  return router;
};

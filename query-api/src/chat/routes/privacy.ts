import { getChatPrivacy, type ResponseOf } from '@sankofa/contracts';
import type pg from 'pg';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { CHAT_RECEIPTS_PROJECTOR } from '@sankofa/projections/chat-receipts';
import { readModelRouter, type ReadModelRouter } from '../../read-model-router.ts';
import { privacyOf } from '../../presence/queries.ts';

/** GET /api/user/chat-privacy: the token's member's own switches (both on until saved). */
export const chatPrivacyQueryRouter = ({ pool, tokens }: { pool: pg.Pool; tokens: AccessTokens }): ReadModelRouter => {
  const router = readModelRouter([CHAT_RECEIPTS_PROJECTOR]);
  mount(router, getChatPrivacy, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const privacy = (await privacyOf(pool, [memberId])).get(memberId)!;
    ctx.body = privacy satisfies ResponseOf<typeof getChatPrivacy>;
  });
  return router;
};

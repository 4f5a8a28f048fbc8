import { listMessages, type ResponseOf } from '@sankofa/contracts';
import type pg from 'pg';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { MATCHES_PROJECTOR } from '@sankofa/projections/matches';
import { CHAT_RECEIPTS_PROJECTOR } from '@sankofa/projections/chat-receipts';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { MODERATION_PROJECTOR } from '@sankofa/projections/moderation';
import { readModelRouter, type ReadModelRouter } from '../../read-model-router.ts';
import { requestedMatch } from '../../matches/requested-match.ts';
import { withScamTip } from '../../scam-tips/index.ts';
import { messagesOf } from '../queries.ts';
import { toMessageView } from '../views.ts';
import { CONTACT_BLOCKS_PROJECTOR } from '@sankofa/projections/contact-blocks';

/** GET /api/matches/:id/messages: a page of the conversation, for the two members of the open match only. */
export const messagesQueryRouter = ({ pool, tokens }: { pool: pg.Pool; tokens: AccessTokens }): ReadModelRouter => {
  const router = readModelRouter([MATCHES_PROJECTOR, CHAT_RECEIPTS_PROJECTOR, MEMBERS_PROJECTOR, MODERATION_PROJECTOR, CONTACT_BLOCKS_PROJECTOR]);
  mount(router, listMessages, requireMember(tokens), async (ctx, { query: page }) => {
    const match = await requestedMatch(pool, ctx);
    const readerId = principalOf(ctx).memberId;
    const messages = await messagesOf(pool, { id: match.id, readerId, otherId: match.user.id }, page);
    ctx.body = messages.map((row) => withScamTip(toMessageView(row), readerId, match.createdAt)) satisfies ResponseOf<typeof listMessages>;
  });
  return router;
};

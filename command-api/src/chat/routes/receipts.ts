import Router from '@koa/router';
import type { Context } from 'koa';
import { markMessagesDelivered, markMessagesRead } from '@sankofa/contracts';
import { matchStream } from '@sankofa/events';
import { mount, principalOf, requireMember } from '@sankofa/server-kit';
import { eventContextOf } from '../../event-context.ts';
import { handleCommand } from '../../handle-command.ts';
import { respondWithPosition } from '../../respond.ts';
import { conversationDecider } from '../decide.ts';
import { pathId } from '../input.ts';
import type { ChatDependencies } from './messages.ts';
import { resolveMatchId } from '../resolve-match.ts';

/**
 * POST /api/matches/:id/messages/delivered and /read: the member's client got, or the member saw,
 * every message up to one. Decided with that message in focus, so the conversation knows its number.
 */
export const receiptRoutes = (deps: ChatDependencies): Router => {
  const { store, tokens } = deps;
  const router = new Router();

  const mark = async (ctx: Context, mark: 'delivered' | 'read', pathMatchId: string, upToMessageId: string) => {
    const { memberId } = principalOf(ctx);
    const context = eventContextOf(ctx);
    const matchId = await resolveMatchId(deps, memberId, pathId(pathMatchId), context);
    const result = await handleCommand({
      store,
      stream: matchStream(matchId),
      decider: conversationDecider(upToMessageId),
      command: { type: 'MarkMessages', data: { matchId, memberId, upToMessageId, mark } },
      context,
    });
    respondWithPosition(ctx, 200, {}, result.position);
  };

  mount(router, markMessagesDelivered, requireMember(tokens), (ctx, { params, body }) => mark(ctx, 'delivered', params.id, body.upToMessageId));
  mount(router, markMessagesRead, requireMember(tokens), (ctx, { params, body }) => mark(ctx, 'read', params.id, body.upToMessageId));
  return router;
};

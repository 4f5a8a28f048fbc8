import Router from '@koa/router';
import type { Context } from 'koa';
import { markMessagesDelivered, markMessagesRead } from '@sankofa/contracts';
import { matchStream } from '@sankofa/events';
import { parseInput, principalOf, requireMember } from '@sankofa/server-kit';
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
  const router = new Router({ prefix: '/api/matches/:id/messages' });

  const mark = async (ctx: Context, mark: 'delivered' | 'read', body: typeof markMessagesRead.body) => {
    const { memberId } = principalOf(ctx);
    const { upToMessageId } = parseInput(body, ctx.request.body, 'body');
    const context = eventContextOf(ctx);
    const matchId = await resolveMatchId(deps, memberId, pathId(ctx.params.id), context);
    const result = await handleCommand({
      store,
      stream: matchStream(matchId),
      decider: conversationDecider(upToMessageId),
      command: { type: 'MarkMessages', data: { matchId, memberId, upToMessageId, mark } },
      context,
    });
    respondWithPosition(ctx, 200, {}, result.position);
  };

  router.post('/delivered', requireMember(tokens), (ctx) => mark(ctx, 'delivered', markMessagesDelivered.body));
  router.post('/read', requireMember(tokens), (ctx) => mark(ctx, 'read', markMessagesRead.body));
  return router;
};

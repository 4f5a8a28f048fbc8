import Router from '@koa/router';
import { recordSwipe as swipeContract, sendPreMatchMessage, type CommandReply } from '@sankofa/contracts';
import type { EventStore } from '@sankofa/events';
import { ForbiddenError, mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { eventContextOf } from '../event-context.ts';
import { rateLimit } from '../rate-limits/index.ts';
import { respondWithPosition } from '../respond.ts';
import { refuseWhileHeld } from '../safety/account-hold.ts';
import { createSwipeStates } from './kept-states.ts';
import { sendMessageBeforeMatch } from './pre-match-message.ts';
import { recordSwipe } from './record-swipe.ts';

export interface SwipesRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
}

/** POST /api/swipes and POST /api/pre-match-message, as the token's member. */
export const swipesRouter = ({ store, tokens }: SwipesRouterDependencies): Router => {
  const router = new Router();
  const states = createSwipeStates();

  mount(router, swipeContract, requireMember(tokens), rateLimit('swipes'), async (ctx, { body: { swipedId, kind, passportId } }) => {
    const outcome = await recordSwipe(store, states, { swiperId: principalOf(ctx).memberId, swipedId, kind, passportId }, eventContextOf(ctx));
    const swipe = { swipedId, isLike: kind !== 'pass', isSuperLike: kind === 'super_like' };
    const match = outcome.match && {
      id: outcome.match.matchId,
      userId1: outcome.match.userId1,
      userId2: outcome.match.userId2,
      matchedUser: outcome.match.matchedUser,
    };
    respondWithPosition(ctx, outcome.recorded ? 201 : 200, { swipe, ...(match ? { match } : {}) } satisfies CommandReply<typeof swipeContract>, outcome.position);
  });

  mount(router, sendPreMatchMessage, requireMember(tokens), rateLimit('messages'), async (ctx, { body: { receiverId, content, senderId } }) => {
    const { memberId } = principalOf(ctx);
    if (senderId !== undefined && senderId !== memberId) throw new ForbiddenError('You can only send messages as yourself');
    await refuseWhileHeld(store, memberId);
    const sent = await sendMessageBeforeMatch(store, states.participants, { senderId: memberId, receiverId, content }, eventContextOf(ctx));
    respondWithPosition(ctx, 201, { message: sent.message } satisfies CommandReply<typeof sendPreMatchMessage>, sent.position);
  });
  return router;
};

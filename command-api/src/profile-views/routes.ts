import Router from '@koa/router';
import { recordProfileView } from '@sankofa/contracts';
import { profileViewStream, type EventStore } from '@sankofa/events';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { pathId } from '../chat/input.ts';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { respondWithPosition } from '../respond.ts';
import { canReach, createSwipeStates, isPremiumAt, readParticipant } from '../swipes/index.ts';
import { profileViewDecider } from './decide.ts';

/** POST /api/users/:id/view: the client calls it when the token's member opens another member's profile. */
export const profileViewsRouter = ({ store, tokens }: { store: EventStore; tokens: AccessTokens }): Router => {
  const router = new Router();
  const participants = createSwipeStates().participants;

  mount(router, recordProfileView, requireMember(tokens), async (ctx, { params }) => {
    const { memberId: viewerId } = principalOf(ctx);
    const viewedId = pathId(params.id, 'Member not found', 'member_not_found');
    const context = eventContextOf(ctx);
    const now = context.now ?? new Date();
    const [viewer, viewed] = await Promise.all([readParticipant(store, participants, viewerId), readParticipant(store, participants, viewedId)]);
    const result = await handleCommand({
      store,
      stream: profileViewStream(viewerId, viewedId),
      decider: profileViewDecider,
      command: { type: 'RecordProfileView', data: { viewerId, viewedId, reachable: canReach(viewer, viewed), viewedIsPremium: isPremiumAt(viewed, now), now } },
      context,
    });
    respondWithPosition(ctx, result.events.length > 0 ? 201 : 200, {}, result.position);
  });
  return router;
};

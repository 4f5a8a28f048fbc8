import Router from '@koa/router';
import type { Context } from 'koa';
import {
  applyAsInfluencer as applyContract,
  createInfluencerEvent as createEventContract,
  rejectInfluencer as rejectContract,
} from '@sankofa/contracts';
import type { EventStore } from '@sankofa/events';
import { parseInput, principalOf, requireAdmin, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { pathId } from '../chat/input.ts';
import { eventContextOf } from '../event-context.ts';
import { respondWithPosition } from '../respond.ts';
import { applyAsInfluencer, decideApplication, decideParticipation, follow, scheduleEvent, unfollow } from './handle.ts';

export interface InfluencersRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
}

type RouteContext = Context & { params: Record<string, string | undefined> };

const NO_INFLUENCER = 'No verified influencer with this id';
const NO_EVENT = 'No such influencer event';

/** Apply, follow, host, join and leave: always as the token's member; the client's userId and influencerId are ignored. */
export const influencersRouter = ({ store, tokens }: InfluencersRouterDependencies): Router => {
  const router = new Router();

  router.post('/api/influencer-application', requireMember(tokens), async (ctx) => {
    const body = parseInput(applyContract.body, ctx.request.body, 'body');
    const result = await applyAsInfluencer(store, { memberId: principalOf(ctx).memberId, ...body }, eventContextOf(ctx));
    respondWithPosition(ctx, 201, { status: 'pending' }, result.position);
  });

  router.post('/api/cultural-influencers/:id/follow', requireMember(tokens), async (ctx) => {
    const influencerId = pathId(ctx.params.id, NO_INFLUENCER, 'influencer_not_found');
    const result = await follow(store, { influencerId, memberId: principalOf(ctx).memberId }, eventContextOf(ctx));
    respondWithPosition(ctx, 200, { following: true }, result.position);
  });
  router.delete('/api/cultural-influencers/:id/follow', requireMember(tokens), async (ctx) => {
    const influencerId = pathId(ctx.params.id, NO_INFLUENCER, 'influencer_not_found');
    const result = await unfollow(store, { influencerId, memberId: principalOf(ctx).memberId }, eventContextOf(ctx));
    respondWithPosition(ctx, 200, { following: false }, result.position);
  });

  router.post('/api/influencer-event', requireMember(tokens), async (ctx) => {
    const body = parseInput(createEventContract.body, ctx.request.body, 'body');
    const scheduledAt = new Date(body.scheduledAt).toISOString();
    const { eventId, position } = await scheduleEvent(store, { ...body, scheduledAt, influencerId: principalOf(ctx).memberId }, eventContextOf(ctx));
    respondWithPosition(ctx, 201, { id: eventId }, position);
  });

  const participate = async (ctx: RouteContext, type: 'Join' | 'Leave') => {
    const eventId = pathId(ctx.params.id, NO_EVENT, 'influencer_event_not_found');
    const context = eventContextOf(ctx);
    const result = await decideParticipation(store, { type, eventId, memberId: principalOf(ctx).memberId, now: context.now ?? new Date() }, context);
    respondWithPosition(ctx, 200, { joined: type === 'Join' }, result.position);
  };
  router.post('/api/join-influencer-event/:id', requireMember(tokens), (ctx) => participate(ctx, 'Join'));
  router.post('/api/leave-influencer-event/:id', requireMember(tokens), (ctx) => participate(ctx, 'Leave'));

  const review = async (ctx: RouteContext, decision: 'Verify' | 'Reject') => {
    const memberId = pathId(ctx.params.memberId, 'No influencer application from this member', 'influencer_not_found');
    const adminId = principalOf(ctx).memberId;
    const command =
      decision === 'Verify'
        ? ({ type: 'Verify', memberId, adminId } as const)
        : ({ type: 'Reject', memberId, adminId, reason: parseInput(rejectContract.body, ctx.request.body, 'body').reason } as const);
    const result = await decideApplication(store, command, eventContextOf(ctx));
    respondWithPosition(ctx, 200, { status: decision === 'Verify' ? 'verified' : 'rejected' }, result.position);
  };
  router.post('/api/admin/influencer-applications/:memberId/verify', requireMember(tokens), requireAdmin(), (ctx) => review(ctx, 'Verify'));
  router.post('/api/admin/influencer-applications/:memberId/reject', requireMember(tokens), requireAdmin(), (ctx) => review(ctx, 'Reject'));
  return router;
};

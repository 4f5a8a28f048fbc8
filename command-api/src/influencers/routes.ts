import Router from '@koa/router';
import type { Context } from 'koa';
import {
  applyAsInfluencer as applyContract,
  createInfluencerEvent as createEventContract,
  followInfluencer,
  joinInfluencerEvent,
  leaveInfluencerEvent,
  rejectInfluencer,
  unfollowInfluencer,
  verifyInfluencer,
} from '@sankofa/contracts';
import type { EventStore } from '@sankofa/events';
import { mount, principalOf, requireAdmin, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { pathId } from '../chat/input.ts';
import { eventContextOf } from '../event-context.ts';
import { respondWithPosition } from '../respond.ts';
import { applyAsInfluencer, decideApplication, decideParticipation, follow, scheduleEvent, unfollow } from './handle.ts';

export interface InfluencersRouterDependencies {
  store: EventStore;
  tokens: AccessTokens;
}

const NO_INFLUENCER = 'No verified influencer with this id';
const NO_EVENT = 'No such influencer event';

/** Apply, follow, host, join and leave: always as the token's member; the client's userId and influencerId are ignored. */
export const influencersRouter = ({ store, tokens }: InfluencersRouterDependencies): Router => {
  const router = new Router();

  mount(router, applyContract, requireMember(tokens), async (ctx, { body }) => {
    const result = await applyAsInfluencer(store, { memberId: principalOf(ctx).memberId, ...body }, eventContextOf(ctx));
    respondWithPosition(ctx, 201, { status: 'pending' }, result.position);
  });

  mount(router, followInfluencer, requireMember(tokens), async (ctx, { params }) => {
    const influencerId = pathId(params.id, NO_INFLUENCER, 'influencer_not_found');
    const result = await follow(store, { influencerId, memberId: principalOf(ctx).memberId }, eventContextOf(ctx));
    respondWithPosition(ctx, 200, { following: true }, result.position);
  });
  mount(router, unfollowInfluencer, requireMember(tokens), async (ctx, { params }) => {
    const influencerId = pathId(params.id, NO_INFLUENCER, 'influencer_not_found');
    const result = await unfollow(store, { influencerId, memberId: principalOf(ctx).memberId }, eventContextOf(ctx));
    respondWithPosition(ctx, 200, { following: false }, result.position);
  });

  mount(router, createEventContract, requireMember(tokens), async (ctx, { body }) => {
    const scheduledAt = new Date(body.scheduledAt).toISOString();
    const { eventId, position } = await scheduleEvent(store, { ...body, scheduledAt, influencerId: principalOf(ctx).memberId }, eventContextOf(ctx));
    respondWithPosition(ctx, 201, { id: eventId }, position);
  });

  const participate = async (ctx: Context, id: string, type: 'Join' | 'Leave') => {
    const eventId = pathId(id, NO_EVENT, 'influencer_event_not_found');
    const context = eventContextOf(ctx);
    const result = await decideParticipation(store, { type, eventId, memberId: principalOf(ctx).memberId, now: context.now ?? new Date() }, context);
    respondWithPosition(ctx, 200, { joined: type === 'Join' }, result.position);
  };
  mount(router, joinInfluencerEvent, requireMember(tokens), (ctx, { params }) => participate(ctx, params.id, 'Join'));
  mount(router, leaveInfluencerEvent, requireMember(tokens), (ctx, { params }) => participate(ctx, params.id, 'Leave'));

  const applicantOf = (memberId: string) => pathId(memberId, 'No influencer application from this member', 'influencer_not_found');
  mount(router, verifyInfluencer, requireMember(tokens), requireAdmin(), async (ctx, { params }) => {
    const command = { type: 'Verify', memberId: applicantOf(params.memberId), adminId: principalOf(ctx).memberId } as const;
    const result = await decideApplication(store, command, eventContextOf(ctx));
    respondWithPosition(ctx, 200, { status: 'verified' }, result.position);
  });
  mount(router, rejectInfluencer, requireMember(tokens), requireAdmin(), async (ctx, { params, body: { reason } }) => {
    const command = { type: 'Reject', memberId: applicantOf(params.memberId), adminId: principalOf(ctx).memberId, reason } as const;
    const result = await decideApplication(store, command, eventContextOf(ctx));
    respondWithPosition(ctx, 200, { status: 'rejected' }, result.position);
  });
  return router;
};

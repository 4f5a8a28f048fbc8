import Router from '@koa/router';
import type { Context } from 'koa';
import { approveVerification, rejectVerification } from '@sankofa/contracts';
import { mount, principalOf, requireAdmin, requireMember, type AccessTokens, type RouteInput } from '@sankofa/server-kit';
import type { EventStore } from '@sankofa/events';
import { pathId } from '../../chat/input.ts';
import { eventContextOf } from '../../event-context.ts';
import { respondWithPosition } from '../../respond.ts';
import { decideVerification } from '../handle.ts';

export interface VerificationAdminDependencies {
  store: EventStore;
  tokens: AccessTokens;
}

const NO_REQUEST = 'No such verification request';

/** The review queue's decisions, for admins only (403 for anyone else). */
export const verificationAdminRouter = ({ store, tokens }: VerificationAdminDependencies): Router => {
  const router = new Router();
  const review = async (ctx: Context, params: RouteInput<typeof approveVerification>['params'], decision: 'approve' | 'reject', reason = '') => {
    const memberId = pathId(params.memberId, NO_REQUEST, 'not_found');
    const requestId = pathId(params.requestId, NO_REQUEST, 'not_found');
    const result = await decideVerification(store, { type: 'ReviewVerification', memberId, requestId, decision, reason, adminId: principalOf(ctx).memberId }, eventContextOf(ctx));
    respondWithPosition(ctx, 200, { status: decision === 'approve' ? 'approved' : 'rejected' }, result.position);
  };

  mount(router, approveVerification, requireMember(tokens), requireAdmin(), (ctx, { params }) => review(ctx, params, 'approve'));
  mount(router, rejectVerification, requireMember(tokens), requireAdmin(), (ctx, { params, body }) => review(ctx, params, 'reject', body.reason));
  return router;
};

import Router from '@koa/router';
import type { Context } from 'koa';
import { rejectVerification } from '@sankofa/contracts';
import { parseInput, principalOf, requireAdmin, requireMember, type AccessTokens } from '@sankofa/server-kit';
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
  const review = async (ctx: Context & { params: Record<string, string | undefined> }, decision: 'approve' | 'reject') => {
    const memberId = pathId(ctx.params.memberId, NO_REQUEST, 'not_found');
    const requestId = pathId(ctx.params.requestId, NO_REQUEST, 'not_found');
    const reason = decision === 'reject' ? parseInput(rejectVerification.body, ctx.request.body, 'body').reason : '';
    const result = await decideVerification(store, { type: 'ReviewVerification', memberId, requestId, decision, reason, adminId: principalOf(ctx).memberId }, eventContextOf(ctx));
    respondWithPosition(ctx, 200, { status: decision === 'approve' ? 'approved' : 'rejected' }, result.position);
  };

  router.post('/api/admin/verifications/:memberId/:requestId/approve', requireMember(tokens), requireAdmin(), (ctx) => review(ctx, 'approve'));
  router.post('/api/admin/verifications/:memberId/:requestId/reject', requireMember(tokens), requireAdmin(), (ctx) => review(ctx, 'reject'));
  return router;
};

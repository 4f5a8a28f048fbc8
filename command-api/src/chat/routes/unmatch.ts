import Router from '@koa/router';
import { unmatch } from '@sankofa/contracts';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { eventContextOf } from '../../event-context.ts';
import { respondWithPosition } from '../../respond.ts';
import { closeMatchFor } from '../close-match.ts';
import { pathId } from '../input.ts';
import { resolveMatchId, type MatchResolution } from '../resolve-match.ts';

/** DELETE /api/matches/:id: unmatch, by either member (`:id` a match id or the other member's id). */
export const unmatchRoute = (deps: MatchResolution & { tokens: AccessTokens }): Router => {
  const router = new Router();
  mount(router, unmatch, requireMember(deps.tokens), async (ctx, { params }) => {
    const { memberId } = principalOf(ctx);
    const context = eventContextOf(ctx);
    const matchId = await resolveMatchId(deps, memberId, pathId(params.id), context);
    respondWithPosition(ctx, 200, {}, await closeMatchFor(deps.store, matchId, memberId, 'unmatch', context));
  });
  return router;
};

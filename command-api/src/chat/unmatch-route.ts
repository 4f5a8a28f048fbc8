import Router from '@koa/router';
import { catalog, matchStream, type EventContext, type EventStore, type Position } from '@sankofa/events';
import { principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { eventContextOf } from '../event-context.ts';
import { handleCommand } from '../handle-command.ts';
import { respondWithPosition } from '../respond.ts';
import { endMatch } from '../swipes/index.ts';
import { conversationDecider } from './decide.ts';
import { pathId } from './input.ts';
import { resolveMatchId, type MatchResolution } from './resolve-match.ts';

export const latestPosition = (...positions: Array<Position | null>): Position | null =>
  positions.reduce<Position | null>((last, position) => (position !== null && (last === null || position > last) ? position : last), null);

/**
 * Ends a match for both members: `MatchClosed` on the conversation (no more messages), then
 * `PairUnmatched` on the pair stream (their swipes start over, or after a block never meet again).
 * Both steps record nothing when already done, so a retry after a failure in between completes it.
 */
export const closeMatchFor = async (store: EventStore, matchId: string, byMemberId: string, reason: 'unmatch' | 'block', context: EventContext) => {
  const closed = await handleCommand({
    store,
    stream: matchStream(matchId),
    decider: conversationDecider(),
    command: { type: 'CloseMatch', data: { matchId, byMemberId, reason } },
    context,
    catalog,
  });
  if (closed.state.status === 'none') return closed.position;
  const [memberA, memberB] = closed.state.members;
  const unmatched = await endMatch(store, { memberA, memberB }, { matchId, byMemberId, reason }, context);
  return latestPosition(closed.position, unmatched.position);
};

/** DELETE /api/matches/:id: unmatch, by either member (`:id` a match id or the other member's id). */
export const unmatchRoute = (deps: MatchResolution & { tokens: AccessTokens }): Router => {
  const router = new Router();
  router.delete('/api/matches/:id', requireMember(deps.tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const context = eventContextOf(ctx);
    const matchId = await resolveMatchId(deps, memberId, pathId(ctx.params.id), context);
    respondWithPosition(ctx, 200, {}, await closeMatchFor(deps.store, matchId, memberId, 'unmatch', context));
  });
  return router;
};

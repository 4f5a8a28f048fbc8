import { matchStream, type EventContext, type EventStore, type Position } from '@sankofa/events';
import { handleCommand } from '../handle-command.ts';
import { endMatch } from '../swipes/index.ts';
import { conversationDecider } from './decide.ts';

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
  });
  if (closed.state.status === 'none') return closed.position;
  const [memberA, memberB] = closed.state.members;
  const unmatched = await endMatch(store, { memberA, memberB }, { matchId, byMemberId, reason }, context);
  return latestPosition(closed.position, unmatched.position);
};

import { MatchMade, PairUnmatched, PassRewound, PreMatchMessageSent, SuperLikeSent, SwipeRecorded, causedBy, eventsOf, newEvent, type EventContext } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';
import { evolvePair, initialPair, type Pair, type PairEvent } from './pair.ts';

export const MAX_PRE_MATCH_MESSAGE_LENGTH = 200;
export const PREMIUM_REVISIT_REQUIRED = 'Revisiting passed profiles is a Premium feature. Upgrade to Premium to revisit them.';
export const PREMIUM_PRE_MATCH_REQUIRED = 'Sending a message before matching is a Premium feature. Upgrade to Premium to send one.';

export type SwipeKind = 'like' | 'super_like' | 'pass';

/**
 * What the pair stream cannot know arrives in the command, read by the handler beforehand:
 * whether the swiper is premium now, and whether the target can be reached at all (registered,
 * and no block between the two on either member's stream). `matchId` is used if a match is made.
 */
export type Swipe = {
  type: 'Swipe';
  data: { swiperId: string; swipedId: string; kind: SwipeKind; matchId: string; swiperIsPremium: boolean; reachable: boolean };
};
export type SendPreMatchMessage = {
  type: 'SendPreMatchMessage';
  data: { messageId: string; senderId: string; receiverId: string; content: string; senderIsPremium: boolean; reachable: boolean };
};
/** Unmatch or block, by the chat and safety features: ends the pair's current match. */
export type EndMatch = { type: 'EndMatch'; data: { matchId: string; byMemberId: string; reason: 'unmatch' | 'block' } };

/** A used rewind item takes back the swiper's standing pass on the other member. */
export type RewindPass = { type: 'RewindPass'; data: { swiperId: string; swipedId: string; itemId: string } };

export type PairCommand = Swipe | SendPreMatchMessage | EndMatch | RewindPass;

export const NOTHING_TO_REWIND = 'There is no pass to rewind';

const memberNotFound = () => new DomainError('member_not_found', 'Member not found');

/**
 * The re-swipe rule: repeating one's standing decision records nothing (a double tap, a stale
 * card); a like stands until an unmatch, so a pass or a super like on a member already liked is a
 * conflict; a passed member may be liked later by premium members only (they revisit passed
 * profiles). A like on a member whose standing decision is a like makes the match, in the same append.
 */
export const swipe = ({ data }: Swipe, pair: Pair, context: EventContext): PairEvent[] => {
  if (data.swiperId === data.swipedId) throw new DomainError('cannot_swipe_self', 'You cannot swipe on yourself');
  if (!data.reachable || pair.status === 'blocked') throw memberNotFound();
  const isLike = data.kind !== 'pass';
  if (pair.status === 'matched') {
    if (isLike) return [];
    throw new DomainError('already_matched', 'You are already matched with this member');
  }
  const standing = pair.decisions[data.swiperId];
  if (standing === 'like') {
    if (data.kind === 'like') return [];
    throw new DomainError('already_liked', 'You already liked this member');
  }
  if (standing === 'pass') {
    if (!isLike) return [];
    if (!data.swiperIsPremium) throw new DomainError('premium_required', PREMIUM_REVISIT_REQUIRED);
  }
  const { swiperId, swipedId } = data;
  const isSuperLike = data.kind === 'super_like';
  const swiped = newEvent(SwipeRecorded, { swiperId, swipedId, isLike, isSuperLike }, context);
  // What the swipe makes happen names it as its cause, so the log leads from a swipe to its match.
  const byTheSwipe = causedBy(context, swiped);
  return [
    swiped,
    ...(isSuperLike ? [newEvent(SuperLikeSent, { swiperId, swipedId }, byTheSwipe)] : []),
    ...(isLike && pair.decisions[swipedId] === 'like' ? [newEvent(MatchMade, { matchId: data.matchId, userId1: swiperId, userId2: swipedId }, byTheSwipe)] : []),
  ];
};

export const sendPreMatchMessage = ({ data }: SendPreMatchMessage, pair: Pair, context: EventContext): PairEvent[] => {
  if (data.senderId === data.receiverId) throw new DomainError('cannot_message_self', 'You cannot send a message to yourself');
  if (!data.reachable || pair.status === 'blocked') throw memberNotFound();
  const content = data.content.trim();
  if (content.length === 0 || content.length > MAX_PRE_MATCH_MESSAGE_LENGTH) {
    throw new DomainError('validation_failed', `content must be between 1 and ${MAX_PRE_MATCH_MESSAGE_LENGTH} characters`);
  }
  if (!data.senderIsPremium) throw new DomainError('premium_required', PREMIUM_PRE_MATCH_REQUIRED);
  if (pair.status === 'matched') throw new DomainError('already_matched', 'You are already matched with this member: write to them in the chat');
  if (pair.preMatchSenders.includes(data.senderId)) {
    throw new DomainError('pre_match_message_already_sent', 'You can send only one message before matching');
  }
  const { messageId, senderId, receiverId } = data;
  return [newEvent(PreMatchMessageSent, { messageId, senderId, receiverId, content }, context)];
};

/** Ending a match that already ended (or was followed by another) records nothing, so unmatch and block may both run. */
export const endMatch = ({ data }: EndMatch, pair: Pair, context: EventContext): PairEvent[] => {
  if (pair.status !== 'matched' || pair.match.matchId !== data.matchId) return [];
  if (data.byMemberId !== pair.match.userId1 && data.byMemberId !== pair.match.userId2) throw new DomainError('match_not_found', 'Match not found');
  return [newEvent(PairUnmatched, data, context)];
};

/** Only a standing pass can be rewound: a like, a match, a block or no swipe at all is refused (409), so the item is not spent. */
export const rewindPass = ({ data }: RewindPass, pair: Pair, context: EventContext): PairEvent[] => {
  if (pair.status !== 'open' || pair.decisions[data.swiperId] !== 'pass') throw new DomainError('nothing_to_rewind', NOTHING_TO_REWIND);
  return [newEvent(PassRewound, data, context)];
};

export const decidePair = (command: PairCommand, pair: Pair, context: EventContext): PairEvent[] => {
  switch (command.type) {
    case 'Swipe':
      return swipe(command, pair, context);
    case 'SendPreMatchMessage':
      return sendPreMatchMessage(command, pair, context);
    case 'EndMatch':
      return endMatch(command, pair, context);
    case 'RewindPass':
      return rewindPass(command, pair, context);
    default: {
      const unhandled: never = command;
      throw new Error(`Unhandled command ${JSON.stringify(unhandled)}`);
    }
  }
};

export const pairDecider: Decider<Pair, PairCommand, PairEvent> = {
  handles: eventsOf(SwipeRecorded, SuperLikeSent, MatchMade, PreMatchMessageSent, PairUnmatched, PassRewound),
  initialState: initialPair,
  evolve: evolvePair,
  decide: decidePair,
};

import type { MatchMade, NewEventOf, PairUnmatched, PassRewound, PreMatchMessageSent, SuperLikeSent, SwipeRecorded } from '@sankofa/events';


/** Everything `swipes-<low>-<high>` holds: both members' swipes on each other, their match and its end. */
export type PairEvent = NewEventOf<
  typeof SwipeRecorded | typeof SuperLikeSent | typeof MatchMade | typeof PreMatchMessageSent | typeof PairUnmatched | typeof PassRewound
>;

export interface Match {
  matchId: string;
  userId1: string;
  userId2: string;
}

/** A member's standing decision on the other member of the pair. */
export type Decision = 'like' | 'pass';

/**
 * `open`: no match (yet, or again after an unmatch), each member's standing decision by member id.
 * `blocked`: the match ended in a block; neither may reach the other through this pair again.
 * Pre-match messages are remembered across an unmatch: one per sender and target, ever.
 */
export type Pair =
  | { status: 'open'; decisions: Readonly<Record<string, Decision>>; preMatchSenders: readonly string[] }
  | { status: 'matched'; match: Match; preMatchSenders: readonly string[] }
  | { status: 'blocked' };

export const initialPair: Pair = { status: 'open', decisions: {}, preMatchSenders: [] };

export const evolvePair = (pair: Pair, event: PairEvent): Pair => {
  if (pair.status === 'blocked') return pair;
  switch (event.type) {
    case 'SwipeRecorded': {
      if (pair.status !== 'open') return pair;
      const { swiperId, isLike } = event.data;
      return { ...pair, decisions: { ...pair.decisions, [swiperId]: isLike ? 'like' : 'pass' } };
    }
    case 'MatchMade': {
      const { matchId, userId1, userId2 } = event.data;
      return { status: 'matched', match: { matchId, userId1, userId2 }, preMatchSenders: pair.preMatchSenders };
    }
    case 'PreMatchMessageSent':
      return { ...pair, preMatchSenders: [...pair.preMatchSenders, event.data.senderId] };
    case 'PairUnmatched':
      // Both start over after an unmatch: the likes that made the old match must not make a new one.
      return event.data.reason === 'block' ? { status: 'blocked' } : { status: 'open', decisions: {}, preMatchSenders: pair.preMatchSenders };
    case 'PassRewound': {
      // The swiper stands undecided again, as before the pass: the profile may be swiped afresh.
      if (pair.status !== 'open') return pair;
      const { [event.data.swiperId]: _rewound, ...decisions } = pair.decisions;
      return { ...pair, decisions };
    }
    case 'SuperLikeSent':
      return pair;
    default: {
      // Compile-time exhaustiveness; at run time an event another feature put on the stream changes nothing.
      const _unhandled: never = event;
      return pair;
    }
  }
};

export const matchOf = (pair: Pair): Match | null => (pair.status === 'matched' ? pair.match : null);

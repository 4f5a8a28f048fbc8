import { v7 as uuidv7 } from 'uuid';
import { likeQuotaStream, memberStream, pairStream, passportStream, type EventContext, type EventStore, type Position } from '@sankofa/events';
import { handleCommands, readUnlessKept, type FoldedStreams } from '../handle-commands.ts';
import { passportsDecider } from '../love-passport/decide.ts';
import { pairDecider, type SwipeKind } from './decide.ts';
import { decideSwipe, type SwipeCommand, type SwipeStreams } from './decide-swipe.ts';
import type { SwipeStates } from './kept-states.ts';
import { dailyLikesDecider, utcDay } from './like-quota.ts';
import { matchOf, type Match } from './pair.ts';
import { canReach, isPremiumAt, participantFold, publicProfileAt, type Participant } from './participant.ts';
import type { PublicProfile } from './public-profile.ts';

// A burst of taps by one member collides on her day's likes and passport: give each a fair number of turns.
const SWIPE_ATTEMPTS = 10;

export interface SwipeRequest {
  swiperId: string;
  swipedId: string;
  kind: SwipeKind;
  /** A swipe made in one of the swiper's love passports: counted there, refused past its limit or end. */
  passportId?: string | undefined;
}

export interface SwipeOutcome {
  /** False when the swipe repeated the swiper's standing decision and nothing was appended. */
  recorded: boolean;
  /** The pair's match whenever they are matched after this swipe, so a retried request answers as the first did. */
  match: (Match & { matchedUser: PublicProfile }) | null;
  position: Position | null;
}

/** What a swipe decides on: the streams it writes, and the two members, checked at their kept revisions. */
type SwipeDecisionStreams = SwipeStreams & { swiper: Participant; target: Participant };

/**
 * A swipe, decided on the streams it spans (the pair, the day's likes, the passport) and
 * appended to all of them, with a match's conversation opened, in one multi-stream append: a
 * mutual like makes `MatchMade` and `MatchOpened` together or not at all, and the pair stream's
 * expected revision lets only one of two simultaneous likes make it. The streams are decided on as
 * this process last saw them, without reading (see `handleCommands`), but for a pair or a member
 * it never saw; the two members' streams are checked in the append at the revisions decided on, so
 * a block or a deletion since is seen without reading them at every swipe. The response's
 * position is its last event's.
 */
export const recordSwipe = async (store: EventStore, states: SwipeStates, request: SwipeRequest, context: EventContext): Promise<SwipeOutcome> => {
  const now = context.now ?? new Date();
  const member = (memberId: string) => ({ stream: memberStream(memberId), fold: participantFold, states: states.participants, checked: true as const });
  const streams = {
    pair: { stream: pairStream(request.swiperId, request.swipedId), fold: pairDecider, states: states.pairs },
    dailyLikes: { stream: likeQuotaStream(request.swiperId, utcDay(now)), fold: dailyLikesDecider, states: states.dailyLikes },
    passports: { stream: passportStream(request.swiperId), fold: passportsDecider, states: states.passports },
    swiper: member(request.swiperId),
    target: member(request.swipedId),
  };
  // A pair this process never saw may hold the other's like (given through another instance): read with the members it never saw, it adds no wait and saves a conflict.
  await Promise.all([readUnlessKept(store, streams.pair), readUnlessKept(store, streams.swiper), readUnlessKept(store, streams.target)]);
  const matchId = uuidv7();
  const decide = (folded: FoldedStreams<SwipeDecisionStreams>) => {
    const [swiper, target] = [folded.swiper.state, folded.target.state];
    const command: SwipeCommand = {
      type: 'Swipe',
      data: { ...request, matchId, swiperIsPremium: isPremiumAt(swiper, now), reachable: canReach(swiper, target), now: now.toISOString() },
    };
    return decideSwipe(command, folded, context);
  };
  const result = await handleCommands<SwipeDecisionStreams>(store, streams, decide, SWIPE_ATTEMPTS);
  const recorded = result.appended.some((event) => event.stream === streams.pair.stream);
  const match = matchOf(result.folded.pair.state);
  const target = result.folded.target.state;
  if (!match || target.status !== 'registered') return { recorded, match: null, position: result.position };
  return { recorded, match: { ...match, matchedUser: publicProfileAt(target, now) }, position: result.position };
};

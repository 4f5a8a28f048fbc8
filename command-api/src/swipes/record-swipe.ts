import { v7 as uuidv7 } from 'uuid';
import { likeQuotaStream, pairStream, passportStream, type EventContext, type EventStore, type Position } from '@sankofa/events';
import { handleCommands, readUnlessKept } from '../handle-commands.ts';
import { passportsDecider } from '../love-passport/decide.ts';
import { pairDecider, type SwipeKind } from './decide.ts';
import { decideSwipe, type SwipeCommand, type SwipeStreams } from './decide-swipe.ts';
import type { SwipeStates } from './kept-states.ts';
import { dailyLikesDecider, utcDay } from './like-quota.ts';
import { matchOf, type Match } from './pair.ts';
import { canReach, isPremiumAt, publicProfileAt, readParticipant } from './participant.ts';
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

/**
 * A swipe, decided on the streams it spans (the pair, the day's likes, the passport) and
 * appended to all of them, with a match's conversation opened, in one multi-stream append: a
 * mutual like makes `MatchMade` and `MatchOpened` together or not at all, and the pair stream's
 * expected revision lets only one of two simultaneous likes make it. The streams are decided on as
 * this process last saw them, without reading (see `handleCommands`), but for a pair it never saw;
 * the two members are read on from their kept folds, since no append checks what their streams say. The response's
 * position is its last event's.
 */
export const recordSwipe = async (store: EventStore, states: SwipeStates, request: SwipeRequest, context: EventContext): Promise<SwipeOutcome> => {
  const now = context.now ?? new Date();
  const participant = (memberId: string) => readParticipant(store, states.participants, memberId);
  const streams = {
    pair: { stream: pairStream(request.swiperId, request.swipedId), fold: pairDecider, states: states.pairs },
    dailyLikes: { stream: likeQuotaStream(request.swiperId, utcDay(now)), fold: dailyLikesDecider, states: states.dailyLikes },
    passports: { stream: passportStream(request.swiperId), fold: passportsDecider, states: states.passports },
  };
  // A pair this process never saw may hold the other's like (given through another instance): read beside both members, it adds no wait and saves a conflict.
  const [swiper, target] = await Promise.all([participant(request.swiperId), participant(request.swipedId), readUnlessKept(store, streams.pair)]);
  const command: SwipeCommand = {
    type: 'Swipe',
    data: { ...request, matchId: uuidv7(), swiperIsPremium: isPremiumAt(swiper, now), reachable: canReach(swiper, target), now: now.toISOString() },
  };
  const result = await handleCommands<SwipeStreams>(store, streams, (folded) => decideSwipe(command, folded, context), SWIPE_ATTEMPTS);
  const recorded = result.appended.some((event) => event.stream === streams.pair.stream);
  const match = matchOf(result.folded.pair.state);
  if (!match || target.status !== 'registered') return { recorded, match: null, position: result.position };
  return { recorded, match: { ...match, matchedUser: publicProfileAt(target, now) }, position: result.position };
};

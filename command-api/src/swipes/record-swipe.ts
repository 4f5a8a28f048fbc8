import { v7 as uuidv7 } from 'uuid';
import { causedBy, pairStream, type EventContext, type EventStore, type Position } from '@sankofa/events';
import { appendDecision, DEFAULT_MAX_ATTEMPTS, retryOnConflict } from '../handle-command.ts';
import { readFolded, type FoldedStream } from '../stream-states.ts';
import { pairDecider, type Swipe, type SwipeKind } from './decide.ts';
import type { SwipeStates } from './kept-states.ts';
import { takeDailyLike, utcDay } from './like-quota.ts';
import { countPassportSwipeFor } from '../love-passport/passport-commands.ts';
import { matchOf, type Match, type Pair, type PairEvent } from './pair.ts';
import { ensureMatchOpened } from './pair-stream.ts';
import { canReach, isPremiumAt, publicProfileAt, readParticipant } from './participant.ts';
import type { PublicProfile } from './public-profile.ts';

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
 * A free member's like takes a unit of today's quota once the pair has decided to record it (not
 * for a repeat, nor for a swipe the pair refuses), before it is appended.
 */
const dailyLikeTaker = (store: EventStore, dailyLikes: SwipeStates['dailyLikes'], command: Swipe, context: EventContext, now: Date) => async (decided: PairEvent[]) => {
  const { swiperId, swipedId } = command.data;
  if (decided.some((event) => event.type === 'SwipeRecorded' && event.data.isLike)) {
    await takeDailyLike(store, dailyLikes, { memberId: swiperId, swipedId, day: utcDay(now) }, context);
  }
};

/** A swipe the pair records in a passport counts there before it is appended: a refused count appends nothing. */
const passportSwipeCounter = (store: EventStore, passports: SwipeStates['passports'], request: SwipeRequest, context: EventContext, now: Date) => async (decided: PairEvent[]) => {
  const { swiperId, swipedId, passportId } = request;
  if (passportId && decided.some((event) => event.type === 'SwipeRecorded')) {
    await countPassportSwipeFor(store, passports, { passportId, memberId: swiperId, swipedId, now: now.toISOString() }, context);
  }
};

/**
 * A swipe on the pair's stream. A mutual like makes `MatchMade` in the same append (the pair
 * stream's expected revision lets only one of two simultaneous likes make it), and that is the
 * match. The swipe that made it then opens its conversation's stream, so that a match id names a
 * stream the write side can read (it reads no read model); a process that dies in between leaves it
 * to whoever first needs it (the chat, a block). The response's position is its last event's.
 */
export const recordSwipe = async (store: EventStore, states: SwipeStates, request: SwipeRequest, context: EventContext): Promise<SwipeOutcome> => {
  const now = context.now ?? new Date();
  const participant = (memberId: string) => readParticipant(store, states.participants, memberId);
  const stream = pairStream(request.swiperId, request.swipedId);
  // The pair is read beside both members, not after them: one round trip less to wait for. The append's expected revision checks it all the same.
  let pairRead: Promise<FoldedStream<Pair>> | undefined = readFolded(store, stream, pairDecider);
  pairRead.catch(() => undefined);
  const [swiper, target] = await Promise.all([participant(request.swiperId), participant(request.swipedId)]);
  const command: Swipe = {
    type: 'Swipe',
    data: { ...request, matchId: uuidv7(), swiperIsPremium: isPremiumAt(swiper, now), reachable: canReach(swiper, target) },
  };
  const takeDailyLikeFor = command.data.swiperIsPremium ? undefined : dailyLikeTaker(store, states.dailyLikes, command, context, now);
  const countPassportSwipe = passportSwipeCounter(store, states.passports, request, context, now);
  const result = await retryOnConflict(stream, DEFAULT_MAX_ATTEMPTS, async () => {
    // The first attempt decides on the read made above; a retry after a conflict reads the pair again.
    const current = await (pairRead ?? readFolded(store, stream, pairDecider));
    pairRead = undefined;
    const decided = pairDecider.decide(command, current.state, context);
    // On every attempt, between deciding and appending: a like refused by the quota appends nothing.
    await countPassportSwipe(decided);
    await takeDailyLikeFor?.(decided);
    return appendDecision({ store, stream, decider: pairDecider }, current, decided);
  });
  const match = matchOf(result.state);
  const madeMatch = match && result.events.find((event) => event.type === 'MatchMade');
  const position = (madeMatch && (await ensureMatchOpened(store, match, causedBy(context, madeMatch)))) || result.position;
  if (!match || target.status !== 'registered') return { recorded: result.events.length > 0, match: null, position };
  return { recorded: result.events.length > 0, match: { ...match, matchedUser: publicProfileAt(target, now) }, position };
};

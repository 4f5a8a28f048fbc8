import { createStreamStates, type StreamStates } from '../stream-states.ts';
import type { DailyLikes } from './like-quota.ts';
import type { Pair } from './pair.ts';
import type { Participant } from './participant.ts';
import { createPassportStates, type PassportStates } from '../love-passport/passport-commands.ts';

// Enough for the members active on one instance at a time; a participant (a profile) weighs a few KB.
const KEPT_PARTICIPANTS = 10_000;
const KEPT_DAILY_LIKES = 10_000;
// Most swipes start a pair, so this holds the pairs of the last many swipes; a pair's fold is a few hundred bytes.
const KEPT_PAIRS = 100_000;

/** The folds swiping keeps between requests, for one event store: see `StreamStates`. */
export interface SwipeStates {
  participants: StreamStates<Participant>;
  pairs: StreamStates<Pair>;
  dailyLikes: StreamStates<DailyLikes>;
  passports: PassportStates;
}

export const createSwipeStates = (): SwipeStates => ({
  participants: createStreamStates(KEPT_PARTICIPANTS),
  pairs: createStreamStates(KEPT_PAIRS),
  dailyLikes: createStreamStates(KEPT_DAILY_LIKES),
  passports: createPassportStates(),
});

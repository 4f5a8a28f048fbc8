import { createStreamStates, type StreamStates } from '../stream-states.ts';
import type { DailyLikes } from './like-quota.ts';
import type { Participant } from './participant.ts';
import { createPassportStates, type PassportStates } from '../love-passport/passport-commands.ts';

// Enough for the members active on one instance at a time; a participant (a profile) weighs a few KB.
const KEPT_PARTICIPANTS = 10_000;
const KEPT_DAILY_LIKES = 10_000;

/** The folds swiping keeps between requests, for one event store: see `StreamStates`. */
export interface SwipeStates {
  participants: StreamStates<Participant>;
  dailyLikes: StreamStates<DailyLikes>;
  passports: PassportStates;
}

export const createSwipeStates = (): SwipeStates => ({
  participants: createStreamStates(KEPT_PARTICIPANTS),
  dailyLikes: createStreamStates(KEPT_DAILY_LIKES),
  passports: createPassportStates(),
});

import { passportStream, type EventContext, type EventStore } from '@sankofa/events';
import { handleCommandOnKeptFold } from '../decide-on-kept-fold.ts';
import { createStreamStates, type StreamStates } from '../stream-states.ts';
import { passportsDecider, type CountPassportSwipe, type CreatePassport, type Passports } from './decide.ts';

// A member's passports mostly go through one instance; each fold is a handful of passports.
const KEPT_PASSPORTS = 10_000;
// A burst of swipes in one passport collides on its stream: give each a fair number of turns.
const PASSPORT_ATTEMPTS = 10;

export type PassportStates = StreamStates<Passports>;
export const createPassportStates = (): PassportStates => createStreamStates(KEPT_PASSPORTS);

const onPassports = (store: EventStore, states: PassportStates, command: CreatePassport | CountPassportSwipe, context: EventContext) =>
  handleCommandOnKeptFold(
    { store, stream: passportStream(command.data.memberId), decider: passportsDecider, command, context },
    states,
    PASSPORT_ATTEMPTS,
  );

export const createPassportFor = (store: EventStore, states: PassportStates, data: CreatePassport['data'], context: EventContext) =>
  onPassports(store, states, { type: 'CreatePassport', data }, context);

/**
 * Counts a swipe in one of the member's passports, or throws (expired, at its limit): the
 * passport stream's expected revision lets no two swipes at the limit both count.
 */
export const countPassportSwipeFor = (store: EventStore, states: PassportStates, data: CountPassportSwipe['data'], context: EventContext) =>
  onPassports(store, states, { type: 'CountPassportSwipe', data }, context);

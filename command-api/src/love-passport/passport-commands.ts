import { passportStream, type EventContext, type EventStore } from '@sankofa/events';
import { handleCommandOnKeptFold } from '../decide-on-kept-fold.ts';
import { createStreamStates, type StreamStates } from '../stream-states.ts';
import { passportsDecider, type CreatePassport, type Passports } from './decide.ts';

// A member's passports mostly go through one instance; each fold is a handful of passports.
const KEPT_PASSPORTS = 10_000;
// Creating one rarely collides; a swipe counted in one (by the swipe itself, see decide-swipe.ts) may meanwhile.
const PASSPORT_ATTEMPTS = 10;

export type PassportStates = StreamStates<Passports>;
export const createPassportStates = (): PassportStates => createStreamStates(KEPT_PASSPORTS);

export const createPassportFor = (store: EventStore, states: PassportStates, data: CreatePassport['data'], context: EventContext) =>
  handleCommandOnKeptFold(
    { store, stream: passportStream(data.memberId), decider: passportsDecider, command: { type: 'CreatePassport', data }, context },
    states,
    PASSPORT_ATTEMPTS,
  );

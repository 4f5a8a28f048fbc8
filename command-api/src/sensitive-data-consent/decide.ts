import { MemberRegistered, SensitiveDataConsentSaved, eventsOf, newEvent, type NewEventOf, type SensitiveDataConsent } from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';

export interface SaveSensitiveDataConsent {
  type: 'SaveSensitiveDataConsent';
  memberId: string;
  consent: SensitiveDataConsent;
}

type ConsentStreamEvent = NewEventOf<typeof MemberRegistered | typeof SensitiveDataConsentSaved>;

export interface ConsentState {
  registered: boolean;
  /** Null until she records a choice: no consent. */
  consent: SensitiveDataConsent | null;
}

const sameChoice = (a: SensitiveDataConsent, b: SensitiveDataConsent) => a.ethnicityAndReligion === b.ethnicityAndReligion && a.preciseLocation === b.preciseLocation;

/**
 * Her consent, on her own stream. A first choice is recorded even when it is a no to both, so the
 * log shows she was asked; saving the choice already recorded appends nothing, as her other settings do.
 */
export const sensitiveDataConsentDecider: Decider<ConsentState, SaveSensitiveDataConsent, ConsentStreamEvent> = {
  handles: eventsOf(MemberRegistered, SensitiveDataConsentSaved),
  initialState: { registered: false, consent: null },
  evolve: (state, event) => {
    switch (event.type) {
      case 'MemberRegistered':
        return { ...state, registered: true };
      case 'SensitiveDataConsentSaved':
        return { ...state, consent: { ethnicityAndReligion: event.data.ethnicityAndReligion, preciseLocation: event.data.preciseLocation } };
      default:
        return state;
    }
  },
  decide: (command, state, context) => {
    if (!state.registered) throw new DomainError('not_found', 'Member not found');
    if (state.consent && sameChoice(state.consent, command.consent)) return [];
    return [newEvent(SensitiveDataConsentSaved, { memberId: command.memberId, ...command.consent }, context)];
  },
};

import { isDeepStrictEqual } from 'node:util';
import {
  LanguagePreferencesSaved,
  PreferencesSaved,
  newEvent,
  type MemberRegistered,
  type NewEventOf,
  type Preferences,
} from '@sankofa/events';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';


export interface LanguagePreferences {
  preferredLanguage: string;
  autoTranslate: boolean;
}

export type PreferencesCommand =
  | { type: 'SavePreferences'; memberId: string; preferences: Preferences }
  | ({ type: 'SaveLanguagePreferences'; memberId: string } & LanguagePreferences);

type MemberStreamEvent = NewEventOf<typeof MemberRegistered | typeof PreferencesSaved | typeof LanguagePreferencesSaved>;

interface MemberPreferences {
  registered: boolean;
  preferences: Preferences | null;
  language: LanguagePreferences | null;
}

/** A save that changes nothing appends nothing: the screens save the same settings again and again. */
export const memberPreferences: Decider<MemberPreferences, PreferencesCommand, MemberStreamEvent> = {
  initialState: { registered: false, preferences: null, language: null },
  evolve: (state, event) => {
    switch (event.type) {
      case 'MemberRegistered':
        return { ...state, registered: true };
      case 'PreferencesSaved': {
        const { memberId: _memberId, ...preferences } = event.data;
        return { ...state, preferences };
      }
      case 'LanguagePreferencesSaved':
        return { ...state, language: { preferredLanguage: event.data.preferredLanguage, autoTranslate: event.data.autoTranslate } };
      default:
        return state;
    }
  },
  decide: (command, state, context) => {
    if (!state.registered) throw new DomainError('not_found', 'Member not found');
    switch (command.type) {
      case 'SavePreferences':
        return isDeepStrictEqual(state.preferences, command.preferences)
          ? []
          : [newEvent(PreferencesSaved, { ...command.preferences, memberId: command.memberId }, context)];
      case 'SaveLanguagePreferences': {
        const language = { preferredLanguage: command.preferredLanguage, autoTranslate: command.autoTranslate };
        return isDeepStrictEqual(state.language, language) ? [] : [newEvent(LanguagePreferencesSaved, { ...language, memberId: command.memberId }, context)];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

import { isDeepStrictEqual } from 'node:util';
import {
  InterfaceLanguageSaved,
  LanguagePreferencesSaved,
  MemberRegistered,
  PremiumActivated,
  PremiumEnded,
  PreferencesSaved,
  eventsOf,
  newEvent,
  type NewEventOf,
  type Preferences,
} from '@sankofa/events';
import { isPremiumActiveAt, premiumPeriodOf } from '../premium/premium-rule.ts';
import type { Decider } from '../decider.ts';
import { DomainError } from '../domain-error.ts';


export interface LanguagePreferences {
  preferredLanguage: string;
  autoTranslate: boolean;
}

export type PreferencesCommand =
  | { type: 'SavePreferences'; memberId: string; preferences: Preferences; now: Date }
  | ({ type: 'SaveLanguagePreferences'; memberId: string } & LanguagePreferences)
  | { type: 'SaveInterfaceLanguage'; memberId: string; language: string };

type MemberStreamEvent = NewEventOf<
  typeof MemberRegistered | typeof PreferencesSaved | typeof LanguagePreferencesSaved | typeof PremiumActivated | typeof PremiumEnded | typeof InterfaceLanguageSaved
>;

export const INTERNATIONAL_MATCHING_PREMIUM = 'International Matching is a Premium feature. Upgrade to Premium to discover members beyond your distance limit.';

interface MemberPreferences {
  registered: boolean;
  preferences: Preferences | null;
  language: LanguagePreferences | null;
  interfaceLanguage: string | null;
  premium: { until: Date | null } | null;
}

/** A save that changes nothing appends nothing: the screens save the same settings again and again. */
export const memberPreferences: Decider<MemberPreferences, PreferencesCommand, MemberStreamEvent> = {
  handles: eventsOf(MemberRegistered, PreferencesSaved, LanguagePreferencesSaved, PremiumActivated, PremiumEnded, InterfaceLanguageSaved),
  initialState: { registered: false, preferences: null, language: null, interfaceLanguage: null, premium: null },
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
      case 'InterfaceLanguageSaved':
        return { ...state, interfaceLanguage: event.data.language };
      case 'PremiumActivated':
        return { ...state, premium: premiumPeriodOf(event.data) };
      case 'PremiumEnded':
        return { ...state, premium: null };
      default:
        return state;
    }
  },
  decide: (command, state, context) => {
    if (!state.registered) throw new DomainError('not_found', 'Member not found');
    switch (command.type) {
      case 'SavePreferences':
        // Only turning it on is refused: a lapsed member may still save other filters with it left on (discovery ignores it then).
        if (command.preferences.internationalMatching && !state.preferences?.internationalMatching && !isPremiumActiveAt(state.premium, command.now))
          throw new DomainError('premium_required', INTERNATIONAL_MATCHING_PREMIUM);
        return isDeepStrictEqual(state.preferences, command.preferences)
          ? []
          : [newEvent(PreferencesSaved, { ...command.preferences, memberId: command.memberId }, context)];
      case 'SaveLanguagePreferences': {
        const language = { preferredLanguage: command.preferredLanguage, autoTranslate: command.autoTranslate };
        return isDeepStrictEqual(state.language, language) ? [] : [newEvent(LanguagePreferencesSaved, { ...language, memberId: command.memberId }, context)];
      }
      case 'SaveInterfaceLanguage':
        return state.interfaceLanguage === command.language
          ? []
          : [newEvent(InterfaceLanguageSaved, { memberId: command.memberId, language: command.language }, context)];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

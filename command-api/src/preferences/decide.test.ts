import { DEFAULT_PREFERENCES } from '@sankofa/events';
import { describe, it } from 'vitest';
import { specificationFor } from '../testing/decider-specification.ts';
import { memberPreferences } from './decide.ts';

const given = specificationFor(memberPreferences);
type Fact = Parameters<typeof given>[0][number];
const registered = { type: 'MemberRegistered', data: { memberId: 'ama' } } as Fact;
const now = new Date('2026-06-01T12:00:00Z');
const filters = { ...DEFAULT_PREFERENCES, ageMin: 25, ageMax: 35, preferredCities: ['Accra'] };

describe('member preferences', () => {
  it('saves the whole filters object', () => {
    given([registered])
      .when({ type: 'SavePreferences', memberId: 'ama', preferences: filters, now })
      .then([{ type: 'PreferencesSaved', data: { ...filters, memberId: 'ama' } }]);
  });

  it('appends nothing when the filters are the ones already saved', () => {
    given([registered, { type: 'PreferencesSaved', data: { ...filters, memberId: 'ama' } }])
      .when({ type: 'SavePreferences', memberId: 'ama', preferences: { ...filters }, now })
      .then([]);
  });

  it('saves language preferences, and nothing when they did not change', () => {
    const language = { preferredLanguage: 'fr', autoTranslate: true };
    given([registered])
      .when({ type: 'SaveLanguagePreferences', memberId: 'ama', ...language })
      .then([{ type: 'LanguagePreferencesSaved', data: { ...language, memberId: 'ama' } }]);
    given([registered, { type: 'LanguagePreferencesSaved', data: { ...language, memberId: 'ama' } }])
      .when({ type: 'SaveLanguagePreferences', memberId: 'ama', ...language })
      .then([]);
  });

  it('saves the interface language, and nothing when it did not change', () => {
    given([registered])
      .when({ type: 'SaveInterfaceLanguage', memberId: 'ama', language: 'fr' })
      .then([{ type: 'InterfaceLanguageSaved', data: { memberId: 'ama', language: 'fr' } }]);
    given([registered, { type: 'InterfaceLanguageSaved', data: { memberId: 'ama', language: 'fr' } }])
      .when({ type: 'SaveInterfaceLanguage', memberId: 'ama', language: 'fr' })
      .then([]);
  });

  it('refuses a member who never registered', () => {
    given([]).when({ type: 'SavePreferences', memberId: 'ghost', preferences: filters, now }).thenThrows({ code: 'not_found' });
  });

  describe('International Matching', () => {
    const international = { ...filters, internationalMatching: true };
    const premium = (until: string | null) => ({ type: 'PremiumActivated', data: { memberId: 'ama', until } }) as Fact;

    it('refuses turning it on for a free member', () => {
      given([registered]).when({ type: 'SavePreferences', memberId: 'ama', preferences: international, now }).thenThrows({ code: 'premium_required' });
    });

    it('refuses it once premium has ended or lapsed', () => {
      given([registered, premium(null), { type: 'PremiumEnded', data: { memberId: 'ama' } } as Fact])
        .when({ type: 'SavePreferences', memberId: 'ama', preferences: international, now })
        .thenThrows({ code: 'premium_required' });
      given([registered, premium('2026-05-01T00:00:00Z')])
        .when({ type: 'SavePreferences', memberId: 'ama', preferences: international, now })
        .thenThrows({ code: 'premium_required' });
    });

    it('saves it for a premium member', () => {
      given([registered, premium('2026-07-01T00:00:00Z')])
        .when({ type: 'SavePreferences', memberId: 'ama', preferences: international, now })
        .then([{ type: 'PreferencesSaved', data: { ...international, memberId: 'ama' } }]);
    });

    it('lets a lapsed member save other filters with it left on', () => {
      given([registered, premium(null), { type: 'PreferencesSaved', data: { ...international, memberId: 'ama' } } as Fact, { type: 'PremiumEnded', data: { memberId: 'ama' } } as Fact])
        .when({ type: 'SavePreferences', memberId: 'ama', preferences: { ...international, ageMax: 40 }, now })
        .then([{ type: 'PreferencesSaved', data: { ...international, ageMax: 40, memberId: 'ama' } }]);
    });
  });
});

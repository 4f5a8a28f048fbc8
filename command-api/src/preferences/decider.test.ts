import { DEFAULT_PREFERENCES } from '@sankofa/events';
import { describe, it } from 'vitest';
import { specificationFor } from '../testing/decider-specification.ts';
import { memberPreferences } from './decider.ts';

const given = specificationFor(memberPreferences);
type Fact = Parameters<typeof given>[0][number];
const registered = { type: 'MemberRegistered', data: { memberId: 'ama' } } as Fact;
const filters = { ...DEFAULT_PREFERENCES, ageMin: 25, ageMax: 35, preferredCities: ['Accra'] };

describe('member preferences', () => {
  it('saves the whole filters object', () => {
    given([registered])
      .when({ type: 'SavePreferences', memberId: 'ama', preferences: filters })
      .then([{ type: 'PreferencesSaved', data: { ...filters, memberId: 'ama' } }]);
  });

  it('appends nothing when the filters are the ones already saved', () => {
    given([registered, { type: 'PreferencesSaved', data: { ...filters, memberId: 'ama' } }])
      .when({ type: 'SavePreferences', memberId: 'ama', preferences: { ...filters } })
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

  it('refuses a member who never registered', () => {
    given([]).when({ type: 'SavePreferences', memberId: 'ghost', preferences: filters }).thenThrows({ code: 'not_found' });
  });
});

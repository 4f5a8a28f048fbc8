import { DEFAULT_MATCH_PREFERENCES } from '@sankofa/events';
import { describe, it } from 'vitest';
import { specificationFor } from '../testing/decider-specification.ts';
import { aiMatching } from './decide.ts';

const given = specificationFor(aiMatching);
type Fact = Parameters<typeof given>[0][number];
const registered = { type: 'MemberRegistered', data: { memberId: 'ama' } } as Fact;
const tuned = { ...DEFAULT_MATCH_PREFERENCES, culturalImportance: 100, religionImportance: 0 };

describe('AI matchmaking preferences', () => {
  it('saves the whole preferences object', () => {
    given([registered])
      .when({ type: 'SaveMatchPreferences', memberId: 'ama', preferences: tuned })
      .then([{ type: 'MatchPreferencesSaved', data: { ...tuned, memberId: 'ama' } }]);
  });

  it('appends nothing when the preferences are the ones already saved', () => {
    given([registered, { type: 'MatchPreferencesSaved', data: { ...tuned, memberId: 'ama' } } as Fact])
      .when({ type: 'SaveMatchPreferences', memberId: 'ama', preferences: { ...tuned } })
      .then([]);
  });

  it('records every optimisation asked for', () => {
    given([registered]).when({ type: 'OptimizeMatches', memberId: 'ama' }).then([{ type: 'MatchOptimizationRequested', data: { memberId: 'ama' } }]);
  });

  it('refuses a member who never registered', () => {
    given([]).when({ type: 'OptimizeMatches', memberId: 'ghost' }).thenThrows({ code: 'not_found' });
  });
});

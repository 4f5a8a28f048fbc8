import { describe, it } from 'vitest';
import { ProfileViewed, newEvent } from '@sankofa/events';
import { specificationFor, testContext } from '../testing/decider-specification.ts';
import { profileViewDecider, type RecordProfileView } from './decide.ts';

describe('recording a profile view', () => {
  const given = specificationFor(profileViewDecider);
  const at = (iso: string) => new Date(iso);
  const view = (now: Date, data: Partial<RecordProfileView['data']> = {}): RecordProfileView => ({
    type: 'RecordProfileView',
    data: { viewerId: 'kofi', viewedId: 'ama', reachable: true, viewedIsPremium: true, now, ...data },
  });
  const viewedAt = (iso: string) => newEvent(ProfileViewed, { viewerId: 'kofi', viewedId: 'ama', viewedIsPremium: true }, { ...testContext, now: at(iso) });
  const recorded = { type: 'ProfileViewed' as const, data: { viewerId: 'kofi', viewedId: 'ama', viewedIsPremium: true } };

  it('records the first view, saying whether the viewed member is premium', () => {
    given([]).when(view(at('2025-01-01T12:00:00Z'))).then([recorded]);
    given([]).when(view(at('2025-01-01T12:00:00Z'), { viewedIsPremium: false })).then([{ ...recorded, data: { ...recorded.data, viewedIsPremium: false } }]);
  });

  it('records nothing for another view within the hour, and a new view after it', () => {
    given([viewedAt('2025-01-01T12:00:00Z')]).when(view(at('2025-01-01T12:59:59Z'))).then([]);
    given([viewedAt('2025-01-01T12:00:00Z')]).when(view(at('2025-01-01T13:00:00Z'))).then([recorded]);
  });

  it("does not count one's own profile, and refuses a member who cannot be reached", () => {
    given([]).when(view(at('2025-01-01T12:00:00Z'), { viewedId: 'kofi' })).then([]);
    given([]).when(view(at('2025-01-01T12:00:00Z'), { reachable: false })).thenThrows({ code: 'member_not_found' });
  });
});

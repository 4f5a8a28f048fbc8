import { DEFAULT_PREFERENCES, PreferencesSaved, memberStream, newEvent, type Preferences } from '@sankofa/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { memberPreferencesProjector } from './projector.ts';

const saved = (memberId: string, preferences: Partial<Preferences>, time: string) =>
  [memberStream(memberId), newEvent(PreferencesSaved, { ...DEFAULT_PREFERENCES, ...preferences, memberId }, { actorId: memberId, correlationId: 'test', now: new Date(time) })] as const;

const SELECT = `SELECT member_id, age_min, age_max, max_distance, preferred_heritages, preferred_cities, deal_breakers,
  search_in_current_city, search_in_diaspora_hubs, updated_at FROM member_preferences ORDER BY member_id`;

describe('member_preferences projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it("keeps each member's last saved filters in columns, the same however often the events are applied", async () => {
    const events = await recordEvents(log, [
      saved('ama', { ageMin: 25, ageMax: 35, preferredHeritages: ['Ghanaian', 'Nigerian'] }, '2025-01-01T10:00:00Z'),
      saved('kofi', { maxDistance: 200, searchInDiasporaHubs: true, dealBreakers: ['smoking'] }, '2025-01-01T11:00:00Z'),
      saved('ama', { ageMin: 30, ageMax: 40, preferredCities: ['Accra', 'London'], searchInCurrentCity: false }, '2025-01-02T10:00:00Z'),
    ]);
    const once = await rowsAfterBatches(log, memberPreferencesProjector, [events], SELECT);
    expect(once).toEqual([
      {
        member_id: 'ama',
        age_min: 30,
        age_max: 40,
        max_distance: 50,
        preferred_heritages: [],
        preferred_cities: ['Accra', 'London'],
        deal_breakers: [],
        search_in_current_city: false,
        search_in_diaspora_hubs: false,
        updated_at: new Date('2025-01-02T10:00:00Z'),
      },
      {
        member_id: 'kofi',
        age_min: 18,
        age_max: 65,
        max_distance: 200,
        preferred_heritages: [],
        preferred_cities: [],
        deal_breakers: ['smoking'],
        search_in_current_city: true,
        search_in_diaspora_hubs: true,
        updated_at: new Date('2025-01-01T11:00:00Z'),
      },
    ]);
    expect(await rowsAfterBatches(log, memberPreferencesProjector, [events, events], SELECT)).toEqual(once);
    expect(await rowsAfterBatches(log, memberPreferencesProjector, [events.slice(0, 1), events.slice(1, 2), events.slice(2)], SELECT)).toEqual(once);
  });
});

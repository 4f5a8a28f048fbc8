import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BioUpdated,
  DEFAULT_PREFERENCES,
  LocationUpdated,
  MemberBlocked,
  PhotosChanged,
  PreferencesSaved,
  PremiumActivated,
  ProfileUpdated,
  SwipeRecorded,
  memberStream,
  newEvent,
  pairStream,
  type NewEvent,
  type RecordedEvent,
} from '@sankofa/events';
import { coarseCoordinates } from '@sankofa/server-kit';
import { memberRegistered } from '../runtime/testing/given-events.ts';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { openTestLog, type TestLog } from '../runtime/testing/test-log.ts';
import { discoveryProjector } from './projector.ts';

const context = { actorId: 'test', correlationId: 'test' };
const on = (memberId: string, event: NewEvent) => [memberStream(memberId), event] as const;
const swipe = (swiperId: string, swipedId: string, isLike: boolean) =>
  [pairStream(swiperId, swipedId), newEvent(SwipeRecorded, { swiperId, swipedId, isLike, isSuperLike: false }, context)] as const;

const SELECT_ALL = `
SELECT 'profile' AS kind, to_jsonb(p) AS row FROM discovery_profiles p
UNION ALL SELECT 'card', to_jsonb(c) FROM discovery_cards c
UNION ALL SELECT 'preferences', to_jsonb(f) FROM discovery_preferences f
UNION ALL SELECT 'swipe', to_jsonb(s) FROM discovery_swipes s
UNION ALL SELECT 'block', to_jsonb(b) FROM discovery_blocks b
UNION ALL SELECT 'term', to_jsonb(t) FROM discovery_terms t
ORDER BY 1, 2`;

describe('discovery projector', () => {
  let log: TestLog;
  let events: RecordedEvent[];
  beforeAll(async () => {
    log = await openTestLog();
    events = await recordEvents(log, [
      on('ama', memberRegistered('ama', { culturalValues: ['family-oriented', 'creative'], languages: ['English', 'Twi'], heritage: 'Ghanaian' })),
      on('kofi', memberRegistered('kofi', { culturalValues: ['creative', 'spiritual'], languages: ['English'], homeCountry: ' Ghana ' })),
      on('ama', newEvent(ProfileUpdated, { memberId: 'ama', changes: { culturalValues: ['modern', 'creative'], age: 30 } }, context)),
      on('ama', newEvent(PhotosChanged, { memberId: 'ama', photos: ['/api/media/a.png'] }, context)),
      on('ama', newEvent(BioUpdated, { memberId: 'ama', bioType: 'video', content: '/api/media/bio.webm' }, context)),
      on('kofi', newEvent(LocationUpdated, { memberId: 'kofi', latitude: 51.5, longitude: -0.12, location: 'London, United Kingdom', currentCity: 'London ', currentCountry: 'United Kingdom' }, context)),
      on('kofi', newEvent(PremiumActivated, { memberId: 'kofi', until: null }, context)),
      on('ama', newEvent(PreferencesSaved, { ...DEFAULT_PREFERENCES, memberId: 'ama', ageMin: 25, searchInDiasporaHubs: true }, context)),
      swipe('kofi', 'ama', false),
      swipe('ama', 'kofi', true),
      swipe('kofi', 'ama', true),
      on('ama', newEvent(MemberBlocked, { memberId: 'ama', blockedMemberId: 'esi' }, context)),
      on('ama', newEvent(PreferencesSaved, { ...DEFAULT_PREFERENCES, memberId: 'ama', ageMax: 40, preferredCities: ['Accra'] }, context)),
    ]);
  });
  afterAll(() => log.close());

  const rowsOf = async (batches: RecordedEvent[][]) => {
    const rows = await rowsAfterBatches(log, discoveryProjector, batches, SELECT_ALL);
    return rows.map(({ kind, row }) => ({ kind, row }));
  };
  const find = (rows: Array<{ kind: unknown; row: unknown }>, kind: string) => rows.filter((row) => row.kind === kind).map(({ row }) => row);

  it('keeps each member searchable: places as keys, values and languages as bits, premium, the card apart', async () => {
    const rows = await rowsOf([events]);
    const profiles = find(rows, 'profile') as Array<Record<string, unknown>>;
    const [ama, kofi] = ['ama', 'kofi'].map((id) => profiles.find((profile) => profile.member_id === id));
    expect(ama).toMatchObject({ member_id: 'ama', age: 30, heritage: 'Ghanaian', cultural_values: ['modern', 'creative'], values_bits: 10, is_premium: false });
    expect(kofi).toMatchObject({
      member_id: 'kofi',
      city_key: 'london',
      country_key: 'united kingdom',
      home_country_key: 'ghana',
      // Only ever coarse, whatever the event holds: the centre of the point's grid cell.
      ...coarseCoordinates({ latitude: 51.5, longitude: -0.12 }),
      values_bits: 6,
      language_bits: 1,
      is_premium: true,
      is_verified: false,
      is_suspended: false,
      boosted_until: null,
    });
    expect(find(rows, 'card')).toContainEqual(expect.objectContaining({ member_id: 'ama', photos: ['/api/media/a.png'], bio_type: 'video', video_bio: '/api/media/bio.webm' }));
    expect(find(rows, 'term')).toEqual(
      expect.arrayContaining([{ kind: 'value', term: 'family-oriented', bit: 0 }, { kind: 'value', term: 'modern', bit: 3 }, { kind: 'language', term: 'Twi', bit: 1 }]),
    );
  });

  it("records the viewer's latest filters, each member's latest swipe on another, and blocks", async () => {
    const rows = await rowsOf([events]);
    expect(find(rows, 'preferences')).toEqual([expect.objectContaining({ member_id: 'ama', age_min: 18, age_max: 40, preferred_cities: ['Accra'], search_in_diaspora_hubs: false })]);
    const swipes = find(rows, 'swipe');
    expect(swipes).toHaveLength(2);
    expect(swipes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ swiper_id: 'ama', swiped_id: 'kofi', is_like: true }),
        expect.objectContaining({ swiper_id: 'kofi', swiped_id: 'ama', is_like: true }),
      ]),
    );
    expect(find(rows, 'block')).toEqual([{ blocker_id: 'ama', blocked_id: 'esi' }]);
  });

  it('is idempotent: applied twice, in overlapping batches or one by one, the rows are the same', async () => {
    const once = await rowsOf([events]);
    expect(await rowsOf([events, events])).toEqual(once);
    expect(await rowsOf([events.slice(0, 4), events.slice(2, 9), events.slice(6)])).toEqual(once);
    expect(await rowsOf(events.map((event) => [event]))).toEqual(once);
  });
});

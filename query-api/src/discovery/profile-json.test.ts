import { describe, expect, it } from 'vitest';
import { toPublicMember, type PublicMemberColumns } from '../members/member-view.ts';
import { distanceBandOf } from './distance-band.ts';
import { discoveryProfilesJson } from './profile-json.ts';
import type { RankedCard } from './ranked-lists.ts';

const card = (id: string, columns: Partial<PublicMemberColumns> = {}): PublicMemberColumns => ({
  id,
  first_name: 'Ama',
  last_name: 'Mensah "Akosua"',
  age: 29,
  location: 'London',
  profession: 'Engineer',
  heritage: 'Ghanaian',
  ethnic_group: null,
  bio: 'Line one\nline two',
  bio_type: 'text',
  audio_bio: null,
  video_bio: null,
  cultural_values: ['creative'],
  languages: ['English', 'Twi'],
  diaspora_generation: null,
  religion_spirituality: null,
  relationship_goals: 'marriage',
  photos: ['/api/media/a.png'],
  is_premium: false,
  premium_until: null,
  is_verified: true,
  current_city: 'London',
  current_country: 'United Kingdom',
  home_country: null,
  created_at: new Date('2026-01-02T03:04:05.678Z'),
  shares_ethnicity_religion: false,
  ...columns,
});

const ranked = (shown: PublicMemberColumns, distanceKm: number | null, compatibility: number, isBoosted = false): RankedCard => ({
  candidate: { id: shown.id, isBoosted, verifiedFirst: false, compatibility, slot: 0 },
  card: shown,
  distanceKm,
});

/** What serialising the profile objects would give. */
const stringified = (page: RankedCard[], now: Date) =>
  JSON.stringify(
    page.map(({ candidate, card: shown, distanceKm }) => ({
      ...toPublicMember(shown, now),
      distanceBand: distanceBandOf(distanceKm),
      compatibility: candidate.compatibility,
      isBoosted: candidate.isBoosted,
    })),
  );

describe('a page of discovery profiles as JSON', () => {
  it('is byte for byte the JSON of the profile objects, each distance only as its band', () => {
    const page = [ranked(card('a'), 12.345, 85, true), ranked(card('b', { is_premium: true }), null, 0)];
    const now = new Date();
    expect(discoveryProfilesJson(page, now)).toBe(stringified(page, now));
    expect(discoveryProfilesJson(page, now)).toBe(stringified(page, now));
    expect(JSON.parse(discoveryProfilesJson(page, now))[0]).toMatchObject({ id: 'a', distanceBand: '10–25 km', compatibility: 85, isBoosted: true });
    expect(discoveryProfilesJson(page, now)).not.toMatch(/12\.3|distanceKm/);
    expect(discoveryProfilesJson([], now)).toBe('[]');
  });

  it('shows a premium that ends as ended once its end has passed, the card unchanged', () => {
    const premium = card('p', { is_premium: true, premium_until: new Date('2026-06-01T00:00:00Z') });
    const page = [ranked(premium, 1, 50)];
    const before = new Date('2026-05-31T23:59:59Z');
    const after = new Date('2026-06-01T00:00:01Z');
    expect(JSON.parse(discoveryProfilesJson(page, before))[0].isPremium).toBe(true);
    expect(JSON.parse(discoveryProfilesJson(page, after))[0].isPremium).toBe(false);
    expect(discoveryProfilesJson(page, after)).toBe(stringified(page, after));
  });
});

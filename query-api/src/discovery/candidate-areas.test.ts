import { describe, expect, it } from 'vitest';
import { seededRandom, type Random } from '@sankofa/command-api/demo-community';
import type { Preferences } from '@sankofa/events';
import type { CandidateRow } from './candidate.ts';
import { isEligible } from './eligibility.ts';
import { AFRICAN_CITIES, DIASPORA_HUB_KEYS } from './places.ts';
import { compareRank, rankedAt } from './ranking.ts';
import { candidateRow, rankingFor, type ViewerSetup } from './testing/ranking-fixtures.ts';

const COUNTRIES = ['nigeria', 'ghana', 'kenya', 'united kingdom', 'france', 'united states', 'fiji', 'norway'];
const HERITAGES = ['Nigerian', 'Ghanaian', 'Kenyan', 'Ethiopian', 'Jamaican', 'Senegalese'];

/** Places close together and far apart, across the antimeridian and near the pole, so that every kind of box around a viewer is drawn. */
const PLACES = [
  ...DIASPORA_HUB_KEYS,
  ...AFRICAN_CITIES.map(({ city }) => city.toLowerCase()),
  ...Array.from({ length: 16 }, (_, index) => `town ${index}`),
].map((city, index) => ({
  city,
  country: COUNTRIES[index % COUNTRIES.length]!,
  latitude: index === 0 ? 89.6 : 5 + ((index * 7.3) % 30),
  longitude: index === 1 ? 179.95 : index === 2 ? -179.95 : ((index * 13.7) % 40) - 10,
}));

const candidateIn = (random: Random, id: string): Partial<CandidateRow> => {
  const place = random.pick(PLACES);
  const located = random.chance(0.9);
  return {
    age: random.int(16, 90),
    city_key: random.chance(0.05) ? null : place.city,
    country_key: random.chance(0.05) ? null : place.country,
    home_country_key: random.chance(0.5) ? random.pick(COUNTRIES) : null,
    heritage: random.pick(HERITAGES),
    latitude: located ? place.latitude + random.next() * 0.6 - 0.3 : null,
    longitude: located ? Math.max(-180, Math.min(180, place.longitude + random.next() * 0.6 - 0.3)) : null,
    relationship_goals: random.pick(['marriage', 'serious', 'casual', null]),
    is_suspended: random.chance(0.03),
    member_id: id,
  };
};

const filtersOf = (random: Random): Partial<Preferences> => {
  const ageMin = random.int(18, 60);
  return {
    ageMin,
    ageMax: random.chance(0.3) ? 100 : ageMin + random.int(0, 15),
    maxDistance: random.pick([5, 50, 300, 2_000, 20_000]),
    searchInCurrentCity: random.chance(0.7),
    searchInHomeCountry: random.chance(0.25),
    searchInDiasporaHubs: random.chance(0.25),
    internationalMatching: random.chance(0.1),
    // 'atlantis' has no candidate when the viewer chooses it: some move there later.
    preferredCities: random.chance(0.3) ? [random.pick(PLACES).city, 'atlantis'] : [],
    preferredRelationshipGoals: random.chance(0.2) ? ['marriage'] : [],
  };
};

const viewerIn = (random: Random): ViewerSetup => {
  const { member_id: _id, ...profile } = candidateIn(random, 'viewer');
  return {
    profile: { ...profile, is_suspended: false },
    filters: filtersOf(random),
    isPremium: random.chance(0.3),
    passport: random.chance(0.15) ? { passportId: 'passport', countryKeys: random.sample(COUNTRIES, 2) } : undefined,
  };
};

/** The viewer's list as a ranking that reads every candidate would have it. */
const byScanOf = ({ index, search }: ReturnType<typeof rankingFor>, limit: number, now: number) =>
  index.table.ids
    .map((_, slot) => slot)
    .filter((slot) => isEligible(search.criteria, search.hidden, index.table, slot))
    .map((slot) => rankedAt(search.scorer, index.table, slot, now))
    .sort(compareRank)
    .slice(0, limit)
    .map(({ id }) => id);

/** A third of `candidates` changed: a birthday, a move (to a city no one lived in before, sometimes), a new heritage or home country, coordinates lost. */
const movesOf = (random: Random, candidates: CandidateRow[]) =>
  random.sample(candidates, candidates.length / 3).map(({ last_position: _position, ...row }) => {
    const place = random.pick(PLACES);
    return candidateRow(row.member_id, {
      ...row,
      age: random.chance(0.5) ? row.age + 1 : row.age,
      city_key: random.chance(0.1) ? 'atlantis' : random.chance(0.3) ? place.city : row.city_key,
      latitude: random.chance(0.3) ? place.latitude : random.chance(0.1) ? null : row.latitude,
      longitude: random.chance(0.3) ? place.longitude : row.longitude,
      heritage: random.chance(0.2) ? random.pick(HERITAGES) : row.heritage,
      home_country_key: random.chance(0.2) ? random.pick(COUNTRIES) : row.home_country_key,
    });
  });

const population = (random: Random, size: number) => Array.from({ length: size }, (_, index) => candidateRow(`m${index}`, candidateIn(random, `m${index}`)));

describe("the candidates' areas", () => {
  it('list every candidate an area and an age range may admit, each once and of those ages, however the area is drawn and after candidates move', () => {
    const random = seededRandom('candidate-areas-listing');
    const candidates = population(random, 3_000);
    for (let viewer = 0; viewer < 40; viewer++) {
      const ranking = rankingFor(candidates, { ...viewerIn(random), scanPastShare: 1 });
      for (const moves of [[], movesOf(random, candidates)]) {
        ranking.index.apply(moves, '');
        const { criteria } = ranking.search;
        const { table } = ranking.index;
        const listed = ranking.index.areas.slotsIn(criteria.area, criteria.ageMin, criteria.ageMax, table.ids.length);
        if (!listed) {
          expect(criteria.area.everywhere).toBe(true);
          continue;
        }
        const slots = [...listed.slots.subarray(0, listed.count)];
        const listedOnce = new Set(slots);
        expect(listedOnce.size).toBe(slots.length);
        expect(slots.filter((slot) => table.age[slot]! < criteria.ageMin || table.age[slot]! > criteria.ageMax)).toEqual([]);
        const admitted = table.ids.map((_, slot) => slot).filter((slot) => isEligible(criteria, new Set(), table, slot));
        expect(admitted.filter((slot) => !listedOnce.has(slot))).toEqual([]);
      }
    }
  });

  it('rank as reading every candidate does, before and after candidates move, age or come to a city chosen before anyone lived there', () => {
    const random = seededRandom('candidate-areas-ranking');
    const candidates = population(random, 3_000);
    const now = Date.now();
    let narrowed = 0;
    for (let viewer = 0; viewer < 40; viewer++) {
      const ranking = rankingFor(candidates, viewerIn(random));
      expect(ranking.rank(null, 50, now).map(({ id }) => id)).toEqual(byScanOf(ranking, 50, now));
      const { criteria } = ranking.search;
      if (ranking.index.areas.slotsIn(criteria.area, criteria.ageMin, criteria.ageMax, ranking.index.table.ids.length)) narrowed++;

      const moved = movesOf(random, candidates);
      ranking.index.apply(moved, '');
      expect(ranking.rank(null, 50, now).map(({ id }) => id)).toEqual(byScanOf(ranking, 50, now));
    }
    // Most viewers' areas are a few places: their rankings went through the buckets.
    expect(narrowed).toBeGreaterThan(15);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Preferences } from '@sankofa/events';
import { startDiscoveryWorld, type DiscoveryWorld, type Profile } from './testing/discovery-world.ts';

let world: DiscoveryWorld;
beforeAll(async () => {
  world = await startDiscoveryWorld();
});
afterAll(() => world.close());

const LONDON = { latitude: 51.5074, longitude: -0.1278, currentCity: 'London', currentCountry: 'United Kingdom' };
const BERLIN = { latitude: 52.52, longitude: 13.405, currentCity: 'Berlin', currentCountry: 'Germany' };
const LAGOS = { latitude: 6.5244, longitude: 3.3792, currentCity: 'Lagos', currentCountry: 'Nigeria' };
const PARIS = { latitude: 48.8566, longitude: 2.3522, currentCity: 'Paris', currentCountry: 'France' };
const KUMASI = { latitude: 6.69, longitude: -1.62, currentCity: 'Kumasi', currentCountry: 'Ghana' };
const KM_PER_DEGREE_OF_LATITUDE = 111.195;
const north = (place: { latitude: number; longitude: number }, km: number) => ({ latitude: place.latitude + km / KM_PER_DEGREE_OF_LATITUDE, longitude: place.longitude });

let worlds = 0;

/**
 * Candidates anywhere on Earth, kept apart from other tests' by an ethnic group of their own that
 * the viewer filters on; answers the names of those shown, and their distances.
 */
const shownAmong = async (viewer: Profile, candidates: Record<string, Profile>, preferences: Partial<Preferences>) => {
  const ethnicGroup = `Area group ${++worlds}`;
  const viewerId = await world.member({ ...viewer, ethnicGroup });
  const names = new Map<string, string>();
  for (const [name, profile] of Object.entries(candidates)) names.set(await world.member({ ...profile, ethnicGroup }), name);
  await world.preferences(viewerId, { preferredEthnicGroups: [ethnicGroup], ...preferences });
  const shown = (await world.discover(viewerId)).body as Array<{ id: string; distanceBand: string | null }>;
  return Object.fromEntries(shown.map(({ id, distanceBand }) => [names.get(id), distanceBand]));
};

const NO_TOGGLES = { searchInCurrentCity: false, searchInHomeCountry: false, searchInDiasporaHubs: false };
const HOME = { latitude: -40, longitude: 60, currentCity: 'Areatown', currentCountry: 'Testland' };

describe('GET /api/users/discovery: where it looks', () => {
  it('searches within maxDistance of the viewer, each distance shown as a band; candidates without coordinates are never near', async () => {
    const shown = await shownAmong(HOME, { near: north(HOME, 40), far: north(HOME, 150), unplaced: {} }, { ...NO_TOGGLES, maxDistance: 100 });
    expect(shown).toEqual({ near: '25–50 km' });
  });

  it('adds the current city beyond maxDistance, with members who have no coordinates', async () => {
    const candidates = { sameCityFar: { ...north(HOME, 150), currentCity: ' areatown ' }, sameCityUnplaced: { currentCity: 'Areatown' }, elsewhere: north(HOME, 150) };
    const shown = await shownAmong(HOME, candidates, { ...NO_TOGGLES, searchInCurrentCity: true, maxDistance: 100 });
    expect(Object.keys(shown).sort()).toEqual(['sameCityFar', 'sameCityUnplaced']);
    expect(shown.sameCityUnplaced).toBeNull();
  });

  it('adds the 12 diaspora hubs worldwide', async () => {
    const shown = await shownAmong(HOME, { london: LONDON, berlin: BERLIN, lagos: LAGOS, near: north(HOME, 10) }, { ...NO_TOGGLES, searchInDiasporaHubs: true });
    expect(Object.keys(shown).sort()).toEqual(['berlin', 'london', 'near']);
  });

  it("adds the African cities, the viewer's home country and everyone from it, wherever they live", async () => {
    const candidates = {
      lagos: { ...LAGOS, heritage: 'Nigerian' },
      kumasi: { ...KUMASI, heritage: 'Nigerian' },
      ghanaianInBerlin: { ...BERLIN, heritage: 'Ghanaian' },
      fromGhanaInParis: { ...PARIS, heritage: 'Kenyan', homeCountry: 'Ghana' },
      kenyanInBerlin: { ...BERLIN, heritage: 'Kenyan' },
    };
    const viewer = { ...LONDON, heritage: 'Ghanaian' };
    const shown = await shownAmong(viewer, candidates, { ...NO_TOGGLES, searchInHomeCountry: true, maxDistance: 10 });
    expect(Object.keys(shown).sort()).toEqual(['fromGhanaInParis', 'ghanaianInBerlin', 'kumasi', 'lagos']);
  });

  it('adds the preferred cities, however they are typed', async () => {
    const shown = await shownAmong(HOME, { paris: PARIS, berlin: BERLIN }, { ...NO_TOGGLES, preferredCities: ['  PARIS '] });
    expect(Object.keys(shown)).toEqual(['paris']);
  });

  it('shows a candidate matching ANY of several toggles', async () => {
    const candidates = { hub: LONDON, africa: LAGOS, sameCity: { currentCity: 'Areatown' }, nowhere: { ...KUMASI, currentCity: 'Tamale', heritage: 'Kenyan' } };
    const shown = await shownAmong(HOME, candidates, { searchInCurrentCity: true, searchInHomeCountry: true, searchInDiasporaHubs: true });
    expect(Object.keys(shown).sort()).toEqual(['africa', 'hub', 'sameCity']);
  });

  it('searches everywhere for a viewer it cannot place and who chose no place', async () => {
    const shown = await shownAmong({}, { london: LONDON, unplaced: {}, lagos: LAGOS }, {});
    expect(Object.keys(shown).sort()).toEqual(['lagos', 'london', 'unplaced']);
  });

  it('International Matching lifts maxDistance only while the viewer is premium', async () => {
    const ethnicGroup = `Area group ${++worlds}`;
    const farAway = await world.member({ ...north(HOME, 5_000), ethnicGroup });
    const filters = { ...NO_TOGGLES, maxDistance: 100, preferredEthnicGroups: [ethnicGroup], internationalMatching: true };
    const free = await world.member({ ...HOME, ethnicGroup });
    const premium = await world.member({ ...HOME, ethnicGroup });
    await world.preferences(free, filters);
    await world.premium(premium);
    await world.preferences(premium, filters);
    expect(await world.discoveredIds(free)).not.toContain(farAway);
    expect(await world.discoveredIds(premium)).toContain(farAway);
    await world.premiumEnded(premium);
    expect(await world.discoveredIds(premium)).not.toContain(farAway);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDiscoveryWorld, type DiscoveryWorld, type Profile } from './testing/discovery-world.ts';

let world: DiscoveryWorld;
beforeAll(async () => {
  world = await startDiscoveryWorld();
});
afterAll(() => world.close());

let towns = 0;
const town = () => {
  const n = ++towns;
  return { latitude: -50 + n * 4, longitude: 40, currentCity: `Filtertown ${n}`, currentCountry: 'Testland' };
};

/** A viewer and candidates in one town, the viewer's filters saved; answers the ids of the candidates shown, as named. */
const shownAmong = async (candidates: Record<string, Profile>, preferences: Parameters<DiscoveryWorld['preferences']>[1], viewer: Profile = {}) => {
  const place = town();
  const viewerId = await world.member({ ...place, ...viewer });
  const names = new Map<string, string>();
  for (const [name, profile] of Object.entries(candidates)) names.set(await world.member({ ...place, ...profile }), name);
  await world.preferences(viewerId, preferences);
  return (await world.discoveredIds(viewerId)).map((id) => names.get(id)).sort();
};

describe("GET /api/users/discovery: the viewer's saved filters", () => {
  it('keeps the age range, inclusive', async () => {
    expect(await shownAmong({ young: { age: 24 }, low: { age: 25 }, high: { age: 35 }, old: { age: 36 } }, { ageMin: 25, ageMax: 35 })).toEqual(['high', 'low']);
  });

  it('keeps the chosen heritages, ethnic groups, generations, religions and relationship goals', async () => {
    const candidates = {
      ghanaianAkan: { heritage: 'Ghanaian', ethnicGroup: 'Akan' },
      ghanaianEwe: { heritage: 'Ghanaian', ethnicGroup: 'Ewe' },
      kenyanAkan: { heritage: 'Kenyan', ethnicGroup: 'Akan' },
    };
    expect(await shownAmong(candidates, { preferredHeritages: ['Ghanaian'] })).toEqual(['ghanaianAkan', 'ghanaianEwe']);
    expect(await shownAmong(candidates, { preferredHeritages: ['Ghanaian', 'Kenyan'], preferredEthnicGroups: ['Akan'] })).toEqual(['ghanaianAkan', 'kenyanAkan']);
    const lives = {
      first: { diasporaGeneration: 'first-generation', religionSpirituality: 'Islam', relationshipGoals: 'marriage' },
      second: { diasporaGeneration: 'second-generation', religionSpirituality: 'Christianity', relationshipGoals: 'marriage' },
      unsaid: {},
    };
    expect(await shownAmong(lives, { preferredDiasporaGenerations: ['second-generation'] })).toEqual(['second']);
    expect(await shownAmong(lives, { preferredReligions: ['Islam', 'Spiritual'] })).toEqual(['first']);
    expect(await shownAmong(lives, { preferredRelationshipGoals: ['marriage'] })).toEqual(['first', 'second']);
  });

  it('keeps candidates sharing at least one of the chosen languages and cultural values', async () => {
    const candidates = {
      twi: { languages: ['English', 'Twi'], culturalValues: ['modern'] },
      yoruba: { languages: ['Yoruba'], culturalValues: ['traditional', 'family-oriented'] },
      none: {},
    };
    expect(await shownAmong(candidates, { preferredLanguages: ['Twi', 'Yoruba'] })).toEqual(['twi', 'yoruba']);
    expect(await shownAmong(candidates, { preferredCulturalValues: ['family-oriented', 'spiritual'] })).toEqual(['yoruba']);
  });

  it('leaves out anyone holding a deal breaker among their values, religion or relationship goal', async () => {
    const candidates = {
      casual: { relationshipGoals: 'casual' },
      traditional: { culturalValues: ['traditional', 'creative'] },
      none: { religionSpirituality: 'None' },
      keeper: { relationshipGoals: 'marriage', culturalValues: ['creative'], religionSpirituality: 'Christianity' },
      unsaid: {},
    };
    expect(await shownAmong(candidates, { dealBreakers: ['casual', 'traditional', 'None'] })).toEqual(['keeper', 'unsaid']);
  });

  it('applies every filter at once', async () => {
    const candidates = {
      match: { age: 30, heritage: 'Ghanaian', languages: ['Twi'], relationshipGoals: 'marriage' },
      tooOld: { age: 50, heritage: 'Ghanaian', languages: ['Twi'], relationshipGoals: 'marriage' },
      otherLanguage: { age: 30, heritage: 'Ghanaian', languages: ['Wolof'], relationshipGoals: 'marriage' },
      dealBreaker: { age: 30, heritage: 'Ghanaian', languages: ['Twi'], relationshipGoals: 'casual' },
    };
    const filters = { ageMin: 25, ageMax: 40, preferredHeritages: ['Ghanaian'], preferredLanguages: ['Twi'], dealBreakers: ['casual'] };
    expect(await shownAmong(candidates, filters)).toEqual(['match']);
  });
});

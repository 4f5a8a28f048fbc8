import { describe, expect, it } from 'vitest';
import { compareRank } from './ranking.ts';
import { LONDON, candidateRow, rankingFor, shownTo } from './testing/ranking-fixtures.ts';

const KM_PER_DEGREE_OF_LATITUDE = 111.195;
const north = (km: number) => ({ latitude: LONDON.latitude + km / KM_PER_DEGREE_OF_LATITUDE, longitude: LONDON.longitude });
const elsewhere = { city_key: 'elsewhere', country_key: 'elsewhere', latitude: -40, longitude: 60, heritage: 'Kenyan' };

describe('the in-memory ranker: who is shown', () => {
  it('never shows the viewer, a suspended member, those liked, those blocked either way, and passes only to premium viewers', () => {
    const candidates = ['liked', 'passed', 'blockedByViewer', 'blockingViewer', 'shown'].map((id) => candidateRow(id));
    const suspended = candidateRow('suspended', { is_suspended: true });
    const relations = { swipes: [['liked', true], ['passed', false]] as Array<[string, boolean]>, blocked: ['blockedByViewer', 'blockingViewer'] };
    expect(shownTo([...candidates, suspended], { relations })).toEqual(['shown']);
    expect(shownTo([...candidates, suspended], { relations, isPremium: true }).sort()).toEqual(['passed', 'shown']);
  });

  it('keeps the age range, inclusive', () => {
    const candidates = [candidateRow('young', { age: 24 }), candidateRow('low', { age: 25 }), candidateRow('high', { age: 35 }), candidateRow('old', { age: 36 })];
    expect(shownTo(candidates, { filters: { ageMin: 25, ageMax: 35 } }).sort()).toEqual(['high', 'low']);
  });

  it('keeps the chosen terms; a candidate without one matches no choice', () => {
    const candidates = [
      candidateRow('akan', { ethnic_group: 'Akan', heritage: 'Nigerian', religion_spirituality: 'Islam' }),
      candidateRow('ewe', { ethnic_group: 'Ewe', diaspora_generation: 'first-generation', relationship_goals: 'marriage' }),
      candidateRow('unsaid'),
    ];
    expect(shownTo(candidates, { filters: { preferredEthnicGroups: ['Akan', 'Ewe'] } }).sort()).toEqual(['akan', 'ewe']);
    expect(shownTo(candidates, { filters: { preferredHeritages: ['Ghanaian'] } }).sort()).toEqual(['ewe', 'unsaid']);
    expect(shownTo(candidates, { filters: { preferredDiasporaGenerations: ['first-generation'] } })).toEqual(['ewe']);
    expect(shownTo(candidates, { filters: { preferredReligions: ['Islam'] } })).toEqual(['akan']);
    expect(shownTo(candidates, { filters: { preferredRelationshipGoals: ['marriage', 'serious'] } })).toEqual(['ewe']);
  });

  it('keeps candidates sharing any one chosen language or cultural value', () => {
    const candidates = [
      candidateRow('twi', { languages: ['English', 'Twi'], cultural_values: ['modern'] }),
      candidateRow('yoruba', { languages: ['Yoruba'], cultural_values: ['traditional', 'family-oriented'] }),
      candidateRow('none'),
    ];
    expect(shownTo(candidates, { filters: { preferredLanguages: ['Twi', 'Yoruba'] } }).sort()).toEqual(['twi', 'yoruba']);
    expect(shownTo(candidates, { filters: { preferredCulturalValues: ['family-oriented', 'spiritual'] } })).toEqual(['yoruba']);
  });

  it('matches languages past the 31 the index gives bits to, by the lists themselves', () => {
    const manyLanguages = Array.from({ length: 40 }, (_, index) => candidateRow(`speaker${index}`, { languages: [`Language ${index}`] }));
    expect(shownTo(manyLanguages, { filters: { preferredLanguages: ['Language 39'] } })).toEqual(['speaker39']);
    expect(shownTo(manyLanguages, { filters: { preferredLanguages: ['Language 3', 'Language 38'] } }).sort()).toEqual(['speaker3', 'speaker38']);
  });

  it('leaves out anyone holding a deal breaker among their values, religion or relationship goal', () => {
    const candidates = [
      candidateRow('casual', { relationship_goals: 'casual' }),
      candidateRow('traditional', { cultural_values: ['traditional', 'creative'] }),
      candidateRow('none', { religion_spirituality: 'None' }),
      candidateRow('keeper', { relationship_goals: 'marriage', cultural_values: ['creative'], religion_spirituality: 'Christianity' }),
      candidateRow('unsaid'),
    ];
    expect(shownTo(candidates, { filters: { dealBreakers: ['casual', 'traditional', 'None'] } }).sort()).toEqual(['keeper', 'unsaid']);
  });
});

describe('the in-memory ranker: where it looks', () => {
  const noToggles = { searchInCurrentCity: false, searchInHomeCountry: false, searchInDiasporaHubs: false };

  it('searches within maxDistance of the viewer; candidates without coordinates are never near', () => {
    const candidates = [
      candidateRow('near', { ...north(50), city_key: 'a' }),
      candidateRow('far', { ...north(150), city_key: 'b' }),
      candidateRow('unplaced', { latitude: null, longitude: null, city_key: 'c' }),
    ];
    expect(shownTo(candidates, { filters: { ...noToggles, maxDistance: 100 } })).toEqual(['near']);
  });

  it('adds the current city, the hubs, the preferred cities, and the home country and those from it', () => {
    const candidates = [
      candidateRow('sameCity', { ...elsewhere, city_key: 'testville' }),
      candidateRow('hub', { ...elsewhere, city_key: 'paris' }),
      candidateRow('preferred', { ...elsewhere, city_key: 'kumasi' }),
      candidateRow('livesInGhana', { ...elsewhere, country_key: 'ghana' }),
      candidateRow('fromGhana', { ...elsewhere, home_country_key: 'ghana' }),
      candidateRow('ghanaian', { ...elsewhere, heritage: 'Ghanaian' }),
      candidateRow('nowhere', { ...elsewhere }),
    ];
    const shown = (filters: object) => shownTo(candidates, { profile: { city_key: 'testville' }, filters: { ...noToggles, maxDistance: 10, ...filters } }).sort();
    expect(shown({ searchInCurrentCity: true })).toEqual(['sameCity']);
    expect(shown({ searchInDiasporaHubs: true })).toEqual(['hub']);
    expect(shown({ preferredCities: [' KUMASI '] })).toEqual(['preferred']);
    expect(shown({ searchInHomeCountry: true })).toEqual(['fromGhana', 'ghanaian', 'livesInGhana']);
  });

  it('counts a place or language chosen before any candidate had it for those who bring it later', () => {
    const { index, rank } = rankingFor([candidateRow('early', elsewhere)], {
      filters: { ...noToggles, maxDistance: 10, preferredCities: ['Kumasi', 'Elsewhere'], preferredLanguages: ['Ewe', 'English'] },
    });
    expect(rank()).toEqual([]);
    index.apply([candidateRow('late', { ...elsewhere, city_key: 'kumasi', languages: ['Ewe'] })], index.position);
    expect(rank().map(({ id }) => id)).toEqual(['late']);
  });

  it('searches everywhere for a viewer it cannot place and who chose no place', () => {
    const candidates = [candidateRow('far', elsewhere), candidateRow('unplaced', { ...elsewhere, latitude: null, longitude: null })];
    const unplaced = { latitude: null, longitude: null, city_key: null };
    expect(shownTo(candidates, { profile: unplaced, filters: noToggles }).sort()).toEqual(['far', 'unplaced']);
    expect(shownTo(candidates, { profile: unplaced, filters: { ...noToggles, preferredCities: ['Nowhere'] } })).toEqual([]);
  });
});

describe('the in-memory ranker: the order', () => {
  it('scores 40 for shared values, 30 for languages (pro rata, rounded half up), 15 for heritage, 15 for the goal', () => {
    const viewer = { cultural_values: ['family-oriented', 'creative'], languages: ['English', 'Twi', 'Yoruba', 'French'], relationship_goals: 'marriage' };
    const candidates = [
      candidateRow('everything', { ...viewer }),
      candidateRow('oneLanguage', { languages: ['Twi'], heritage: 'Kenyan' }),
      candidateRow('oneValueOneLanguage', { cultural_values: ['creative'], languages: ['French'], heritage: 'Kenyan', relationship_goals: 'marriage' }),
      candidateRow('nothing', { heritage: 'Kenyan', relationship_goals: 'casual' }),
    ];
    const ranked = rankingFor(candidates, { profile: viewer }).rank();
    // One language in four: 30 / 4 = 7.5, rounded up. One value in two and one language in four: (40 × 4 + 30 × 2 + 4) / 8 = 28.
    expect(ranked.map(({ id, compatibility }) => [id, compatibility])).toEqual([
      ['everything', 100],
      ['oneValueOneLanguage', 43],
      ['oneLanguage', 8],
      ['nothing', 0],
    ]);
  });

  it('puts boosted members first, verified ones next for premium viewers only, then ids in byte order', () => {
    const candidates = [
      candidateRow('a-plain'),
      candidateRow('B-plain'),
      candidateRow('verified', { is_verified: true }),
      candidateRow('boosted', { boosted_until: new Date(Date.now() + 60_000).toISOString() }),
      candidateRow('boostEnded', { boosted_until: new Date(Date.now() - 1_000).toISOString() }),
    ];
    expect(shownTo(candidates)).toEqual(['boosted', 'B-plain', 'a-plain', 'boostEnded', 'verified']);
    expect(shownTo(candidates, { isPremium: true })).toEqual(['boosted', 'verified', 'B-plain', 'a-plain', 'boostEnded']);
  });

  it('gives the first ones of the whole list in order, and the rest after any of them', () => {
    const languages = ['English', 'Twi', 'Yoruba', 'French', 'Swahili'];
    const candidates = Array.from({ length: 300 }, (_, index) =>
      candidateRow(`m${(index * 7919) % 1000}`, { languages: languages.slice(index % 5), is_verified: index % 3 === 0, heritage: index % 2 ? 'Ghanaian' : 'Kenyan' }),
    );
    const { rank } = rankingFor(candidates, { profile: { languages }, isPremium: true });
    const everyone = rank(null, 1_000);
    expect(everyone).toHaveLength(300);
    expect([...everyone].sort(compareRank)).toEqual(everyone);
    expect(rank(null, 40)).toEqual(everyone.slice(0, 40));
    expect(rank(everyone[39]!, 40)).toEqual(everyone.slice(40, 80));
    expect(rank(everyone[299]!, 40)).toEqual([]);
  });
});

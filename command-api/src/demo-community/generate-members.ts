import { composeBio } from './bio.ts';
import { demoMemberId, type DemoMember } from './demo-member.ts';
import { heritageNamed } from './heritage.ts';
import { PLACES, type Place } from './places.ts';
import { seededRandom, type Random } from './seeded-random.ts';
import { CULTURAL_VALUES, DIASPORA_GENERATIONS, LEARNED_LANGUAGES, OTHER_BELIEFS, PROFESSIONS, RELATIONSHIP_GOALS } from './traits.ts';

/** The demo member lives in London: discovery around them should not look empty. */
const PLACE_WEIGHTS = Object.fromEntries(PLACES.map((place) => [place.city, place.city === 'London' ? 4 : 1]));

const AGE_BANDS = { '21-29': 35, '30-39': 40, '40-49': 18, '50-55': 7 };

const age = (random: Random) => {
  const [from, to] = random.weighted(AGE_BANDS).split('-').map(Number) as [number, number];
  return random.int(from, to);
};

/** Within ~6 km of the centre, so members of one city are not all on one spot. */
const jitter = (random: Random, place: Place) => {
  const latitude = place.latitude + (random.next() - 0.5) * 0.1;
  const longitude = place.longitude + ((random.next() - 0.5) * 0.1) / Math.cos((place.latitude * Math.PI) / 180);
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
};

/** Ends in the member's sequence: a number is one member's, and the demo community has no two alike. */
const phoneNumber = (random: Random, place: Place, sequence: number) =>
  `+${place.callingCode} ${random.int(200, 999)} ${String(sequence).padStart(7, '0')}`;

const asciiLower = (name: string) =>
  name
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** `<first>.<last>.<n>@demo.sankofa.app`: the same n is always the same person, which makes seeding idempotent. */
const demoEmail = (firstName: string, lastName: string, sequence: number) =>
  `${asciiLower(firstName)}.${asciiLower(lastName)}.${sequence}@demo.sankofa.app`;

/** The n-th member of the demo community (n ≥ 1), the same on every run: each has its own seed. */
export const generateDemoMember = (sequence: number): DemoMember => {
  const random = seededRandom(`sankofa-demo-community:${sequence}`);
  const memberId = demoMemberId(random, sequence);
  const city = random.weighted(PLACE_WEIGHTS);
  const place = PLACES.find((candidate) => candidate.city === city)!;
  const heritage = heritageNamed(random.weighted(place.heritages));
  const group = random.pick(heritage.groups);
  const firstName = random.pick(random.chance(0.5) ? group.femaleNames : group.maleNames);
  const lastName = random.pick(group.surnames);
  const diasporaGeneration = place.country === heritage.country ? null : random.weighted(DIASPORA_GENERATIONS);
  const keepsGroupLanguage = diasporaGeneration === null || diasporaGeneration === 'first-generation' || random.chance(0.5);
  const languages = new Set([
    ...heritage.languages,
    ...(keepsGroupLanguage ? group.languages : []),
    ...(diasporaGeneration === null || random.chance(0.85) ? place.languages : []),
    ...(random.chance(0.2) ? [random.pick(LEARNED_LANGUAGES)] : []),
  ]);
  const profession = random.pick(PROFESSIONS);
  const relationshipGoals = random.weighted(RELATIONSHIP_GOALS);
  return {
    memberId,
    email: demoEmail(firstName, lastName, sequence),
    phoneNumber: phoneNumber(random, place, sequence),
    firstName,
    lastName,
    age: age(random),
    location: `${place.city}, ${place.country}`,
    heritage: heritage.name,
    profession,
    bio: composeBio(random, { heritage, place, profession, diasporaGeneration, relationshipGoals }),
    ethnicGroup: group.name,
    languages: [...languages],
    diasporaGeneration,
    culturalValues: random.sample(CULTURAL_VALUES, random.int(2, 4)),
    religionSpirituality: random.chance(0.12) ? random.weighted(OTHER_BELIEFS) : random.weighted(group.religions),
    relationshipGoals,
    homeCountry: heritage.country,
    ...jitter(random, place),
    currentCity: place.city,
    currentCountry: place.country,
    photoCount: random.int(1, 3),
  };
};

export const generateDemoMembers = (count: number): DemoMember[] => Array.from({ length: count }, (_, index) => generateDemoMember(index + 1));

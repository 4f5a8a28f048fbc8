import { describe, expect, it } from 'vitest';
import { distanceKm } from '@sankofa/server-kit';
import { signupInput } from '../members/signup-input.ts';
import { demoMember } from './demo-member.ts';
import { generateDemoMember, generateDemoMembers } from './generate-members.ts';
import { PLACES } from './places.ts';
import { seededRandom } from './seeded-random.ts';

const community = generateDemoMembers(300);
const valuesOf = (pick: (member: (typeof community)[number]) => string | string[] | null) => new Set(community.flatMap((member) => pick(member) ?? []));

/** The spec's section 9 lists. */
const SPEC = {
  heritages: ['Nigerian', 'Ghanaian', 'Kenyan', 'Ethiopian', 'South African', 'Senegalese', 'Ugandan', 'Tanzanian', 'Rwandan', 'Congolese', 'Cameroonian', 'Malian', 'Ivorian'],
  ethnicGroups: ['Yoruba', 'Igbo', 'Hausa', 'Akan', 'Ewe', 'Kikuyu', 'Luo', 'Amhara', 'Oromo', 'Zulu', 'Xhosa', 'Wolof', 'Fulani', 'Mandinka'],
  languages: ['English', 'French', 'Portuguese', 'Arabic', 'Swahili', 'Yoruba', 'Igbo', 'Hausa', 'Twi', 'Akan', 'Amharic', 'Oromo', 'Zulu', 'Xhosa', 'Wolof'],
  generations: ['first-generation', 'second-generation', 'third-generation', 'multi-generational'],
  values: ['family-oriented', 'traditional', 'modern', 'creative', 'ambitious', 'community-focused', 'spiritual', 'educational', 'cultural-pride', 'progressive'],
  religions: ['Christianity', 'Islam', 'Traditional', 'Judaism', 'Buddhism', 'Hindu', 'Orthodox Christianity', 'None', 'Spiritual'],
  goals: ['serious', 'marriage', 'casual', 'friendship', 'long-term', 'open'],
  cities: ['Lagos', 'Accra', 'Nairobi', 'Cape Town', 'Addis Ababa', 'Cairo', 'Casablanca', 'Dakar', 'Kigali', 'Abuja', 'Johannesburg', 'Tunis', 'London', 'New York', 'Toronto', 'Atlanta', 'Washington DC', 'Los Angeles', 'Paris', 'Berlin', 'Amsterdam', 'Stockholm', 'Melbourne', 'Sydney'],
};

describe('the generated demo community', () => {
  it('is the same on every run, and its first members do not depend on its size', () => {
    expect(generateDemoMembers(300)).toEqual(community);
    expect(generateDemoMembers(20)).toEqual(community.slice(0, 20));
    expect(generateDemoMember(7)).toEqual(community[6]);
  });

  it('covers every heritage, ethnic group, language, generation, value, religion, goal and city of the spec', () => {
    expect([...valuesOf((member) => member.heritage)].sort()).toEqual([...SPEC.heritages].sort());
    for (const group of SPEC.ethnicGroups) expect(valuesOf((member) => member.ethnicGroup)).toContain(group);
    for (const language of SPEC.languages) expect(valuesOf((member) => member.languages)).toContain(language);
    expect([...valuesOf((member) => member.diasporaGeneration)].sort()).toEqual([...SPEC.generations].sort());
    expect([...valuesOf((member) => member.culturalValues)].sort()).toEqual([...SPEC.values].sort());
    expect([...valuesOf((member) => member.religionSpirituality)].sort()).toEqual([...SPEC.religions].sort());
    expect([...valuesOf((member) => member.relationshipGoals)].sort()).toEqual([...SPEC.goals].sort());
    expect([...valuesOf((member) => member.currentCity)].sort()).toEqual([...SPEC.cities].sort());
  });

  it('gives everyone a unique id and a deterministic e-mail under demo.sankofa.app', () => {
    expect(new Set(community.map((member) => member.memberId)).size).toBe(300);
    for (const member of community) expect(member.memberId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(community.map((member) => member.email)).size).toBe(300);
    community.forEach((member, index) => expect(member.email).toMatch(new RegExp(`^[a-z]+\\.[a-z]+\\.${index + 1}@demo\\.sankofa\\.app$`)));
  });

  it('passes signup validation, aged 21 to 55 with 1 to 3 photos and 2 to 4 values', () => {
    for (const { photoCount, memberId: _memberId, ...member } of [...community, demoMember(seededRandom('demo'))]) {
      const parsed = signupInput.safeParse({ ...member, password: 'not-used-here', photos: [] });
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(member.age).toBeGreaterThanOrEqual(21);
      expect(member.age).toBeLessThanOrEqual(55);
      expect(photoCount).toBeGreaterThanOrEqual(1);
      expect(photoCount).toBeLessThanOrEqual(3);
      expect(member.culturalValues.length).toBeGreaterThanOrEqual(2);
      expect(member.culturalValues.length).toBeLessThanOrEqual(4);
    }
  });

  it('places everyone within a few kilometres of their city, named as the profile shows it', () => {
    for (const member of community) {
      const place = PLACES.find((candidate) => candidate.city === member.currentCity)!;
      expect(distanceKm(member, place)).toBeLessThan(8);
      expect(member.location).toBe(`${place.city}, ${place.country}`);
    }
  });

  it('gives a diaspora generation only to those living outside their heritage country', () => {
    for (const member of community) expect(member.diasporaGeneration === null).toBe(member.currentCountry === member.homeCountry);
  });
});

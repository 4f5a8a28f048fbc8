import { v7 as uuidv7 } from 'uuid';
import type { Random } from './seeded-random.ts';

/** A seeded member's signup, minus the password (hashed once for all of them). */
export interface DemoMember {
  memberId: string;
  email: string;
  phoneNumber: string;
  firstName: string;
  lastName: string;
  age: number;
  location: string;
  heritage: string;
  profession: string;
  bio: string;
  ethnicGroup: string | null;
  languages: string[];
  diasporaGeneration: string | null;
  culturalValues: string[];
  religionSpirituality: string | null;
  relationshipGoals: string | null;
  homeCountry: string | null;
  latitude: number;
  longitude: number;
  currentCity: string;
  currentCountry: string;
  /** How many avatar variants become their photos. */
  photoCount: number;
}

/** UUIDv7 from a fixed instant and seeded bytes: a re-run registers the same member, so a half-done one is completed, not duplicated. */
export const demoMemberId = (random: Random, sequence: number): string => uuidv7({ msecs: Date.UTC(2025, 0, 1) + sequence * 1000, random: random.bytes(16) });

export const DEMO_EMAIL = 'demo@sankofa.app';
export const DEMO_PASSWORD = 'sankofa-demo';

/** The member behind the login screen's 'Load Demo Credentials'. */
export const demoMember = (random: Random): DemoMember => ({
  memberId: demoMemberId(random, 0),
  email: DEMO_EMAIL,
  // Ofcom keeps 020 7946 0xxx for drama: it rings nobody.
  phoneNumber: '+44 20 7946 0321',
  firstName: 'Amara',
  lastName: 'Okafor',
  age: 29,
  location: 'London, United Kingdom',
  heritage: 'Nigerian',
  profession: 'Product Designer',
  bio:
    'Second-generation Nigerian in London, designing apps by day and hunting down the city’s best jollof by night. ' +
    'Sunday lunches with family, gallery openings and a soft spot for highlife. ' +
    'Looking for something real with someone who knows where they come from.',
  ethnicGroup: 'Igbo',
  languages: ['English', 'Igbo', 'Yoruba', 'French'],
  diasporaGeneration: 'second-generation',
  culturalValues: ['family-oriented', 'creative', 'cultural-pride', 'ambitious'],
  religionSpirituality: 'Christianity',
  relationshipGoals: 'serious',
  homeCountry: 'Nigeria',
  latitude: 51.4613,
  longitude: -0.1156,
  currentCity: 'London',
  currentCountry: 'United Kingdom',
  photoCount: 3,
});

export const DEMO_ADMIN_EMAIL = 'admin@sankofa.app';
export const DEMO_ADMIN_PASSWORD = 'sankofa-admin';

/** The demo community's admin (review queue, development outbox): a member made admin by the operator's grant. */
export const demoAdmin = (random: Random): DemoMember => ({
  ...demoMember(random),
  memberId: demoMemberId(random, 1),
  email: DEMO_ADMIN_EMAIL,
  phoneNumber: '+44 20 7946 0322',
  firstName: 'Adjoa',
  lastName: 'Boateng',
  age: 41,
  heritage: 'Ghanaian',
  profession: 'Trust & Safety Lead',
  bio: 'I look after the verification queue and keep Sankofa a safe place to meet. Say hello if something does not look right.',
  ethnicGroup: 'Akan',
  languages: ['English', 'Twi'],
  homeCountry: 'Ghana',
  photoCount: 1,
});

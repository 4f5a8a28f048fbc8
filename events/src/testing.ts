import type { EventDefinition } from './catalog.ts';
import type { MemberRegistered } from './members/events.ts';

/** The data of a `MemberRegistered` event. */
export type MemberRegistration = typeof MemberRegistered extends EventDefinition<string, infer Data> ? Data : never;

/** The shape of a scrypt hash, never checked: members registered by tests are not logged in as. */
export const UNUSED_PASSWORD_HASH = 'scrypt$16384$8$1$c2FsdA==$aGFzaA==';

/** What signup leaves blank when nothing is chosen: no culture, no photos, no coordinates. */
export const BLANK_PROFILE = {
  bio: '',
  ethnicGroup: null,
  languages: [] as string[],
  diasporaGeneration: null,
  culturalValues: [] as string[],
  religionSpirituality: null,
  relationshipGoals: null,
  homeCountry: null,
  photos: [] as string[],
  latitude: null,
  longitude: null,
  currentCity: null,
  currentCountry: null,
} satisfies Partial<MemberRegistration>;

/**
 * A valid registration of `memberId` for tests of every side (deciders, projectors, queries):
 * Ama Mensah, an architect in Accra, with the rest blank unless overridden.
 */
export const memberRegistration = (memberId: string, overrides: Partial<MemberRegistration> = {}): MemberRegistration => ({
  memberId,
  email: `${memberId}@example.com`,
  phoneNumber: '+233 20 123 4567',
  passwordHash: UNUSED_PASSWORD_HASH,
  firstName: 'Ama',
  lastName: 'Mensah',
  age: 29,
  location: 'Accra, Ghana',
  heritage: 'Ghanaian',
  profession: 'Architect',
  ...BLANK_PROFILE,
  role: 'member',
  ...overrides,
});
export { committedHead, projectorUnderTest, untilCommittedShows, type ProjectorUnderTest } from './projector-under-test.ts';

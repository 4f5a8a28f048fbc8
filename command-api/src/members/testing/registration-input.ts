import type { RegistrationInput } from '../register-member.ts';

/** The shape of a scrypt hash, never checked: members registered this way are not logged in as. */
const UNUSED_PASSWORD_HASH = 'scrypt$16384$8$1$c2FsdA==$aGFzaA==';

type Identity = Pick<RegistrationInput, 'email' | 'phoneNumber' | 'firstName' | 'lastName' | 'age' | 'location' | 'heritage' | 'profession'>;

/** What signup leaves blank when nothing is chosen: no culture, no photos, no coordinates. */
const BLANK = {
  bio: '',
  ethnicGroup: null,
  languages: [],
  diasporaGeneration: null,
  culturalValues: [],
  religionSpirituality: null,
  relationshipGoals: null,
  photos: [],
  latitude: null,
  longitude: null,
  currentCity: null,
  currentCountry: null,
} satisfies Partial<RegistrationInput>;

/** A registration for `registerMember` in tests and benchmarks: the identity given, the rest blank unless overridden. */
export const registrationInput = (fields: Identity & Partial<Omit<RegistrationInput, 'password' | 'passwordHash'>>): RegistrationInput => ({
  ...BLANK,
  passwordHash: UNUSED_PASSWORD_HASH,
  ...fields,
});

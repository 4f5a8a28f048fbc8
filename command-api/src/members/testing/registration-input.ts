import { randomInt } from 'node:crypto';
import { BLANK_PROFILE, UNUSED_PASSWORD_HASH } from '@sankofa/events/testing';
import type { RegistrationInput } from '../register-member.ts';

/** IDENTITY_BAN_KEY under test: it keys ban and phone-reservation hashes. */
export const TEST_IDENTITY_BAN_KEY = 'test-identity-ban-key';

// From a random start, so files sharing a database (the journeys' app) do not collide either.
let nextPhone = randomInt(0, 900_000_000);
/** A phone number no other member of the test run has: numbers are one member's each. */
export const uniquePhoneNumber = (): string => `+44 7${String(nextPhone++ % 1_000_000_000).padStart(9, '0')}`;

type Identity = Pick<RegistrationInput, 'email' | 'phoneNumber' | 'firstName' | 'lastName' | 'age' | 'location' | 'heritage' | 'profession'>;

/** A registration for `registerMember` in tests and benchmarks: the identity given, the rest blank unless overridden. */
export const registrationInput = (fields: Identity & Partial<Omit<RegistrationInput, 'password' | 'passwordHash'>>): RegistrationInput => ({
  ...BLANK_PROFILE,
  passwordHash: UNUSED_PASSWORD_HASH,
  ...fields,
});

/** The fields a signup form sends at the least (POST /api/users), for `email`. */
export const signupBody = (email: string) => ({
  email,
  password: 'correct horse',
  phoneNumber: uniquePhoneNumber(),
  firstName: 'Ama',
  lastName: 'Mensah',
  age: 29,
  location: 'London, UK',
  heritage: 'Ghanaian',
  profession: 'Architect',
});

import { BLANK_PROFILE, UNUSED_PASSWORD_HASH } from '@sankofa/events/testing';
import type { RegistrationInput } from '../register-member.ts';

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
  phoneNumber: '+44 (20) 7946-0958',
  firstName: 'Ama',
  lastName: 'Mensah',
  age: 29,
  location: 'London, UK',
  heritage: 'Ghanaian',
  profession: 'Architect',
});

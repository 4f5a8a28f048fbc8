import { z } from 'zod';
import { bioText, latitudeInput, longitudeInput, photosInput, placeInput, profileInput } from './profile-input.ts';

const PHONE_CHARACTERS = /^[\d\s+\-()]+$/;

/** A password a member chooses, at signup or when changing it. */
export const newPasswordInput = z
  .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
  .min(8, { error: 'Password must be at least 8 characters' })
  // scrypt cost grows with length; no real password is longer.
  .max(256, { error: 'Password must be at most 256 characters' });

/** POST /api/users, with the spec's messages. */
export const signupInput = z
  .object({
    email: z
      .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Please enter a valid email address') })
      .trim()
      .pipe(z.email({ error: 'Please enter a valid email address' }).max(254, { error: 'Please enter a valid email address' })),
    password: newPasswordInput,
    phoneNumber: z
      .string({ error: (issue) => (issue.input === undefined ? 'Phone number is required' : 'Please enter a valid phone number') })
      .trim()
      .min(10, { error: 'Phone number must be at least 10 digits' })
      .max(30, { error: 'Please enter a valid phone number' })
      .regex(PHONE_CHARACTERS, { error: 'Please enter a valid phone number' }),
    ...profileInput,
    bio: bioText.nullish().transform((bio) => bio ?? ''),
    languages: profileInput.languages.default([]),
    culturalValues: profileInput.culturalValues.default([]),
    photos: photosInput.default([]),
    latitude: latitudeInput.nullish().transform((value) => value ?? null),
    longitude: longitudeInput.nullish().transform((value) => value ?? null),
    ...placeInput,
  })
  .refine((input) => (input.latitude === null) === (input.longitude === null), {
    error: 'Latitude and longitude go together',
    path: ['longitude'],
  });

export type SignupInput = z.output<typeof signupInput>;

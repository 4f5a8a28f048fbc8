import type { z } from 'zod';
import { signup } from '@sankofa/contracts';
import { coarseLocationText } from '@sankofa/server-kit';

/** POST /api/users as the contract reads it, with a location typed as coordinates made coarse (location privacy). */
export const signupInput = signup.body.transform((input) => ({ ...input, location: coarseLocationText(input.location) }));

export type SignupInput = z.output<typeof signupInput>;

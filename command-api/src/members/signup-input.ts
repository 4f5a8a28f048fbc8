import type { z } from 'zod';
import { signup } from '@sankofa/contracts';
import { coarseLocationText } from '@sankofa/server-kit';

/** A signup as the contract reads it, with a location typed as coordinates made coarse (location privacy). */
export const withCoarseLocation = (input: z.output<typeof signup.body>) => ({ ...input, location: coarseLocationText(input.location) });

/** POST /api/users's body, parsed and made coarse as the route does. */
export const signupInput = signup.body.transform(withCoarseLocation);

export type SignupInput = z.output<typeof signupInput>;

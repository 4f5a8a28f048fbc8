import type { z } from 'zod';
import type { updateProfile } from '@sankofa/contracts';
import { coarseLocationText } from '@sankofa/server-kit';

/** PATCH /api/user as the contract reads it, with a location typed as coordinates made coarse (location privacy). */
export const profileEdit = ({ location, ...fields }: z.output<typeof updateProfile.body>) => ({
  ...fields,
  ...(location === undefined ? {} : { location: coarseLocationText(location) }),
});

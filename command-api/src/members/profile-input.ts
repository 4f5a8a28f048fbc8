import { updateProfile } from '@sankofa/contracts';
import { coarseLocationText } from '@sankofa/server-kit';

/** PATCH /api/user as the contract reads it, with a location typed as coordinates made coarse (location privacy). */
export const profileEdit = updateProfile.body.transform(({ location, ...fields }) => ({
  ...fields,
  ...(location === undefined ? {} : { location: coarseLocationText(location) }),
}));

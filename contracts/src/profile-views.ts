import { z } from 'zod';
import { pathIdParams } from './fields.ts';
import { nothing, route } from './route.ts';
import { publicMember } from './members.ts';

/** Opening another member's profile counts as one view per viewer and profile per hour (a repeat records nothing). */
export const recordProfileView = route({ method: 'POST', path: '/api/users/:id/view', params: pathIdParams, response: nothing });

/** The spec's profile view record: who viewed the token's member, and when (their latest view). */
export const profileViewRecord = z.object({
  id: z.string(),
  createdAt: z.string(),
  viewer: publicMember.pick({ id: true, name: true, photos: true, age: true, location: true, isVerified: true, isPremium: true }),
});
export type ProfileViewRecord = z.infer<typeof profileViewRecord>;

/** Premium only: a free member is refused with 403 `premium_required`. */
export const listProfileViewers = route({
  method: 'GET',
  path: '/api/profile-viewers',
  response: z.object({ viewers: z.array(profileViewRecord), viewsThisMonth: z.number() }),
});
export type ProfileViewers = z.infer<typeof listProfileViewers.response>;

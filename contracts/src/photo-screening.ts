import { z } from 'zod';
import { nothing, route } from './route.ts';

/** A held photo is named by its content address, the hex SHA-256 its URL `/api/media/<id>-full.webp` carries. */
const photoIdParams = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, { error: 'Not a photo id' }) });

/** The profile photos the nudity screen was unsure of, oldest first, for administrators only. */
export const listHeldPhotos = route({
  method: 'GET',
  path: '/api/admin/photo-reviews',
  response: z.array(
    z.object({
      id: z.string(),
      /** Where an admin sees it (getHeldPhoto, with the token); members are answered 404 at its public URL meanwhile. */
      pictureUrl: z.string(),
      /** The public URL it will have once approved. */
      url: z.string(),
      /** Null for a photo uploaded before its account existed. */
      uploader: z.object({ id: z.string(), name: z.string().nullable() }).nullable(),
      /** The screen's share of nudity and sexual content, 0 to 1. */
      sexualContent: z.number(),
      heldAt: z.string(),
    }),
  ),
});
export type HeldPhoto = z.infer<typeof listHeldPhotos.response>[number];

/** The card size of a held photo (WebP bytes), only with an admin's bearer token. */
export const getHeldPhoto = route({ method: 'GET', path: '/api/admin/photo-reviews/:id/picture', params: photoIdParams, response: z.unknown() });

/** Fine: the photo is served at its URL from now on. */
export const approveHeldPhoto = route({ method: 'POST', path: '/api/admin/photo-reviews/:id/approve', params: photoIdParams, response: nothing });

/** Not for a profile: its files are deleted (its URL stays 404) and the same picture uploaded again is refused. */
export const rejectHeldPhoto = route({ method: 'POST', path: '/api/admin/photo-reviews/:id/reject', params: photoIdParams, response: nothing });

/** Which of the reader's own photos (in her profile, or uploaded signed in) await review, by URL: her screens show them "In review". */
export const getMyPhotosInReview = route({ method: 'GET', path: '/api/photo-reviews/mine', response: z.object({ urls: z.array(z.string()) }) });

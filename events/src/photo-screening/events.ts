import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/**
 * One stream per screened photo, named by its content address (the hex SHA-256 of its full size,
 * as its URL `/api/media/<photoId>-full.webp` is): like `email-<sha256>`, the name tells only whether
 * a given picture was held, never the picture.
 */
export const photoReviewStream = (photoId: string) => `photo-review-${photoId}`;

/**
 * On `photo-review-<photoId>`: the nudity screen was unsure of an uploaded profile photo, so its sizes
 * are kept where the public media route cannot serve them until an admin decides. `uploaderId` is
 * null for a photo uploaded before its account existed (at signup).
 */
export const PhotoHeldForReview = defineEvent(
  'PhotoHeldForReview',
  z.object({ photoId: z.string(), uploaderId: z.string().nullable(), /** The screen's share of nudity and sexual content, 0 to 1. */ sexualContent: z.number() }),
);

/** On `photo-review-<photoId>`: an admin found the photo fine; its URL serves from now on. */
export const PhotoReviewApproved = defineEvent('PhotoReviewApproved', z.object({ photoId: z.string(), decidedBy: z.string() }));

/** On `photo-review-<photoId>`: an admin refused the photo; its files are deleted and an upload of the same picture is refused. */
export const PhotoReviewRejected = defineEvent('PhotoReviewRejected', z.object({ photoId: z.string(), decidedBy: z.string() }));

export const photoScreeningEvents = [PhotoHeldForReview, PhotoReviewApproved, PhotoReviewRejected] as const;

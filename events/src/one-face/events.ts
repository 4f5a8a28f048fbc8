import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/**
 * On `banned-<HMAC of a photo's SHA-256>`, the stream of that photo's `IdentityBanned`, by the
 * one-face reactor: what a suspension for abuse keeps of the photo beyond its exact bytes, its
 * perceptual hash and the descriptors of the faces the models found in it (never the picture, never
 * whose it was). Both are sealed under `banId`, a key of the ban's own (not hers: her deletion must
 * not open the way back in); lifting the ban (`IdentityBanLifted` on the same stream) destroys that
 * key, so from then on every copy of the log reads them as erased.
 */
export const FaceFingerprintsBanned = defineEvent(
  'FaceFingerprintsBanned',
  z.object({
    /** A fresh id per ban: the owner its fields are sealed for. */
    banId: z.string(),
    /** When the photo was banned (its `IdentityBanned`): only photos shown after it are compared with it. */
    bannedAt: z.string(),
    /** The photo's 64-bit difference hash, 16 hex digits. */
    hash: z.string(),
    /** One descriptor (1,024 numbers) per face found in the photo. */
    descriptors: z.array(z.array(z.number())),
  }),
);

export const oneFaceEvents = [FaceFingerprintsBanned] as const;

import { faceSimilarity, hashDistance } from '@sankofa/adapters/safety-models';
import type { HoldReason } from '@sankofa/events';
import { FACE_MATCH_SIMILARITY, PHOTO_MATCH_DISTANCE } from '@sankofa/server-kit';

/** What is compared of one photo: its perceptual hash and the descriptors of its faces, never the picture. */
export interface Fingerprint {
  hash: string;
  descriptors: number[][];
}

export interface MatchThresholds {
  /** A face at least this alike (0 to 1) is the same person's. */
  faceSimilarity: number;
  /** Photos' hashes at most this many bits apart are one photo. */
  photoDistance: number;
}

export const DEFAULT_THRESHOLDS: MatchThresholds = { faceSimilarity: FACE_MATCH_SIMILARITY, photoDistance: PHOTO_MATCH_DISTANCE };

/** Shown to the admin as a percentage: two decimals say all there is. */
const rounded = (similarity: number) => Math.round(similarity * 100) / 100;

/** Why her photos hold her account against banned members' fingerprints: the most alike face and the closest photo, each only past its threshold. */
export const banReasons = (hers: readonly Fingerprint[], banned: readonly Fingerprint[], thresholds: MatchThresholds): HoldReason[] => {
  let similarity = 0;
  let distance = Infinity;
  for (const mine of hers) {
    for (const theirs of banned) {
      distance = Math.min(distance, hashDistance(mine.hash, theirs.hash));
      for (const face of mine.descriptors) for (const other of theirs.descriptors) similarity = Math.max(similarity, faceSimilarity(face, other));
    }
  }
  return [
    ...(similarity >= thresholds.faceSimilarity ? [{ kind: 'banned_face' as const, similarity: rounded(similarity) }] : []),
    ...(distance <= thresholds.photoDistance ? [{ kind: 'banned_photo' as const, distance }] : []),
  ];
};

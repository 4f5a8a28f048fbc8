import { photoSizeUrlOf, mediaKeyOfUrl } from '@sankofa/contracts';
import { readMedia, type MediaStorage } from '@sankofa/adapters/media';
import { faceSimilarity, type Face, type SafetyModels } from '@sankofa/adapters/safety-models';
import type { SelfiePose } from '@sankofa/events';
import { straightFrameOf, type MeasuredFrame, type SelfieMeasurements } from './selfie-checks.ts';

/** The face the models were surest of: a frame with two is judged by its count, and measured by its clearest face. */
const clearestOf = (faces: readonly Face[]): Face | undefined => [...faces].sort((a, b) => b.confidence - a.confidence)[0];

/** Her profile photos' faces, from their card size (800 px is plenty for a descriptor; older single-size photos as they are). */
const profileFacesOf = async (models: Pick<SafetyModels, 'analyse'>, storage: MediaStorage, photoUrls: readonly string[]): Promise<Face[]> => {
  const faces = await Promise.all(
    photoUrls.map(async (url) => {
      const key = mediaKeyOfUrl(photoSizeUrlOf(url, 'card')) ?? '';
      const photo = (await readMedia(storage, key)) ?? (await readMedia(storage, mediaKeyOfUrl(url) ?? ''));
      // A photo gone from storage (or not ours) has no face to compare with.
      return photo ? (await models.analyse(photo.bytes)).faces : [];
    }),
  );
  return faces.flat();
};

/**
 * Runs the models on every frame and on her profile photos, and keeps only what the checks need:
 * counts, angles, sizes, scores and similarities. The descriptors stay here and are dropped.
 */
export const measureSelfie = async (
  models: Pick<SafetyModels, 'analyse'>,
  storage: MediaStorage,
  frames: ReadonlyArray<{ pose: SelfiePose; image: Buffer }>,
  profilePhotoUrls: readonly string[],
  /** Which frame is the straight one depends on it. */
  straightMaxRoll: number,
): Promise<SelfieMeasurements> => {
  const [analysed, profileFaces] = await Promise.all([
    Promise.all(frames.map(async ({ image }) => (await models.analyse(image)).faces)),
    profileFacesOf(models, storage, profilePhotoUrls),
  ]);
  const clearest = analysed.map(clearestOf);
  const measured: MeasuredFrame[] = frames.map(({ pose }, index) => {
    const face = clearest[index];
    return {
      pose,
      faceCount: analysed[index]!.length,
      face: face ? { roll: face.roll, boxWidth: face.box.width, real: face.real, live: face.live, screenPattern: face.screenPattern, samePerson: 1 } : null,
    };
  });
  const straight = straightFrameOf(measured, straightMaxRoll);
  const reference = straight ? clearest[measured.indexOf(straight)]!.descriptor : null;
  for (const [index, frame] of measured.entries()) if (frame.face && reference) frame.face.samePerson = faceSimilarity(reference, clearest[index]!.descriptor);
  const profileMatch = reference && profileFaces.length > 0 ? Math.max(...profileFaces.map((face) => faceSimilarity(reference, face.descriptor))) : null;
  return { frames: measured, profileMatch };
};

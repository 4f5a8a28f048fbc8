import { mediaKeyOfUrl } from '@sankofa/contracts';
import {
  MEDIA_KEY_PATTERN,
  deleteHeldPhoto,
  heldPhotoSizeKeyOf,
  photoSizeKeyOf,
  publishHeldPhoto,
  readMedia,
  storeHeldPhoto,
  storePhoto,
  type MediaStorage,
  type ResizedPhoto,
  type StoredMedia,
} from '@sankofa/adapters/media';
import { safetyModels, sexualContentOf, type SafetyModels } from '@sankofa/adapters/safety-models';
import { photoReviewStream, type EventContext, type EventStore } from '@sankofa/events';
import { PHOTO_SCREENING_DEFAULTS, type PhotoScreeningThresholds } from '@sankofa/server-kit';
import { DomainError } from '../domain-error.ts';
import { handleCommand } from '../handle-command.ts';
import { PHOTO_REFUSED, photoReviewDecider } from './photo-review.ts';

export interface PhotoScreeningDependencies {
  store: EventStore;
  storage: MediaStorage;
  /** PHOTO_NUDITY_REFUSE_AT and PHOTO_NUDITY_REVIEW_AT; their defaults when not given. */
  photoScreening?: PhotoScreeningThresholds;
  /** The process's models thread unless a test hands its own. */
  models?: SafetyModels;
}

export const FIRST_PHOTO_WITHOUT_FACE = 'Your first photo must show your face clearly';

/**
 * A profile photo, re-encoded, before it is kept: refused (nothing stored) when the nudity screen is
 * sure, held under keys the public route does not serve when it is unsure (an admin decides), kept
 * publicly otherwise. The card size is what members see most and what the model's 224-pixel input
 * loses least from.
 */
export const screenAndStorePhoto = async (
  deps: PhotoScreeningDependencies,
  photo: ResizedPhoto,
  uploaderId: string | null,
  context: EventContext,
): Promise<{ stored: StoredMedia; inReview: boolean }> => {
  const { refuseAt, reviewAt } = deps.photoScreening ?? PHOTO_SCREENING_DEFAULTS;
  const sexualContent = sexualContentOf((await (deps.models ?? safetyModels()).analyse(photo.sizes.card)).content);
  if (sexualContent >= refuseAt) throw new DomainError('photo_refused', PHOTO_REFUSED);
  if (sexualContent < reviewAt) return { stored: await storePhoto(deps.storage, photo), inReview: false };

  // Kept before the hold is recorded, so a held photo in the queue always has its files.
  const held = await storeHeldPhoto(deps.storage, photo);
  const stored = { ...held, key: photoSizeKeyOf(photo.sha256, 'full') };
  const command = { type: 'HoldPhoto' as const, data: { photoId: photo.sha256, uploaderId, sexualContent } };
  try {
    const { state } = await handleCommand({ store: deps.store, stream: photoReviewStream(photo.sha256), decider: photoReviewDecider, command, context });
    // The same picture, approved before: it is public already (or is made so again).
    if (state.status === 'approved') await publishHeldPhoto(deps.storage, photo.sha256);
    return { stored, inReview: state.status === 'held' };
  } catch (error) {
    // Rejected at an earlier review: none of it is kept.
    if (error instanceof DomainError && error.code === 'photo_refused') await deleteHeldPhoto(deps.storage, photo.sha256);
    throw error;
  }
};

/** The SHA-256 of a photo the pipeline made (`/api/media/<sha256>-full.webp`); null for older photos and generated avatars. */
const pipelinePhotoOf = (url: string): string | null => {
  const key = mediaKeyOfUrl(url);
  return key && MEDIA_KEY_PATTERN.test(key) && key.endsWith('-full.webp') ? key.slice(0, 64) : null;
};

/**
 * Before signup or a change of photos records anything: the first photo, when the pipeline made it, must
 * show a face (read back from storage, public or still held). Older photos and the demo community's
 * generated avatars are not screened; no photos at all is allowed.
 */
export const refuseFacelessFirstPhoto = async (deps: Pick<PhotoScreeningDependencies, 'models'> & { media: MediaStorage }, photos: readonly string[] | undefined) => {
  const sha256 = photos?.[0] === undefined ? null : pipelinePhotoOf(photos[0]);
  if (sha256 === null) return;
  const card = (await readMedia(deps.media, photoSizeKeyOf(sha256, 'card'))) ?? (await readMedia(deps.media, heldPhotoSizeKeyOf(sha256, 'card')));
  if (!card) throw new DomainError('photo_not_found', 'Your first photo was not found: upload it again', { details: { field: 'photos' } });
  const { faces } = await (deps.models ?? safetyModels()).analyse(card.bytes);
  if (faces.length === 0) throw new DomainError('first_photo_without_face', FIRST_PHOTO_WITHOUT_FACE, { details: { field: 'photos' } });
};

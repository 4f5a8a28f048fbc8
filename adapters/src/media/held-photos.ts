import { PHOTO_SIZES, heldPhotoSizeKeyOf, photoSizeKeyOf } from './media-key.ts';
import type { ResizedPhoto } from './photo-sizes.ts';
import { readMedia, type MediaStorage, type StoredMedia } from './storage.ts';

/** Keeps a photo's sizes under its held keys, where the public media route does not look; answers the full size as stored. */
export const storeHeldPhoto = async (storage: MediaStorage, photo: ResizedPhoto): Promise<StoredMedia> => {
  for (const size of PHOTO_SIZES.filter((size) => size !== 'full')) await storage.put(photo.sizes[size], 'image/webp', heldPhotoSizeKeyOf(photo.sha256, size));
  return storage.put(photo.sizes.full, 'image/webp', heldPhotoSizeKeyOf(photo.sha256, 'full'));
};

/**
 * An approved photo goes public: each held size is copied to its public key (the full size last, as
 * `storePhoto` writes them), then the held copies go. Run again after a crash, it finishes the move.
 */
export const publishHeldPhoto = async (storage: MediaStorage, sha256: string): Promise<void> => {
  for (const size of [...PHOTO_SIZES.filter((size) => size !== 'full'), 'full' as const]) {
    const held = await readMedia(storage, heldPhotoSizeKeyOf(sha256, size));
    if (held) await storage.put(held.bytes, 'image/webp', photoSizeKeyOf(sha256, size));
  }
  await deleteHeldPhoto(storage, sha256);
};

export const deleteHeldPhoto = async (storage: MediaStorage, sha256: string): Promise<void> => {
  await Promise.all(PHOTO_SIZES.map((size) => storage.delete(heldPhotoSizeKeyOf(sha256, size))));
};

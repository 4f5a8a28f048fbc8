import { PHOTO_SIZES, photoSizeKeyOf, privateMediaKeyFor } from './media-key.ts';
import type { ResizedPhoto } from './photo-sizes.ts';
import type { MediaStorage, StoredMedia } from './storage.ts';

/**
 * Keeps a photo the pipeline made: every size under its content address, the full size last, so
 * that a photo whose URL exists has all its sizes; a private photo (verification evidence) only
 * full size, under a fresh key of `privateOwnerId`'s.
 */
export const storePhoto = async (storage: MediaStorage, photo: ResizedPhoto, privateOwnerId?: string): Promise<StoredMedia> => {
  if (privateOwnerId !== undefined) return storage.put(photo.sizes.full, 'image/webp', privateMediaKeyFor(privateOwnerId, 'image/webp'));
  for (const size of PHOTO_SIZES.filter((size) => size !== 'full')) await storage.put(photo.sizes[size], 'image/webp', photoSizeKeyOf(photo.sha256, size));
  return storage.put(photo.sizes.full, 'image/webp', photoSizeKeyOf(photo.sha256, 'full'));
};

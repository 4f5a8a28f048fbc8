import { ValidationError } from '@sankofa/server-kit';
import { checkMediaType, MEDIA_SIZE_LIMITS, type MediaKind } from './check-media-type.ts';
import { privateMediaKeyFor } from './media-key.ts';
import { fileTooLarge } from './multipart.ts';
import { discardStaged, type StagedUpload } from './staged-upload.ts';
import type { MediaStorage, StoredMedia } from './storage.ts';

/**
 * Checks a staged upload against its kind's size limit and magic bytes, then moves it into
 * storage (under a private key of `privateOwnerId`'s when given); a refused one is removed, so
 * nothing of it stays behind.
 */
export const storeUpload = async (storage: MediaStorage, kind: MediaKind, file: StagedUpload, privateOwnerId?: string): Promise<StoredMedia> => {
  try {
    if (file.size === 0) throw new ValidationError('The uploaded file is empty');
    if (file.size > MEDIA_SIZE_LIMITS[kind]) throw fileTooLarge(MEDIA_SIZE_LIMITS[kind]);
    const contentType = checkMediaType(kind, file.head);
    return await storage.putStaged(file, contentType, privateOwnerId === undefined ? undefined : privateMediaKeyFor(privateOwnerId, contentType));
  } finally {
    await discardStaged(file);
  }
};

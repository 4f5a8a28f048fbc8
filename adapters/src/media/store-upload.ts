import { ValidationError } from '@sankofa/server-kit';
import { checkMediaType, MEDIA_SIZE_LIMITS, type MediaKind } from './check-media-type.ts';
import { privateMediaKeyFor } from './media-key.ts';
import { fileTooLarge } from './multipart.ts';
import { discardStaged, type StagedUpload } from './staged-upload.ts';
import type { MediaStorage, StoredMedia } from './storage.ts';

/** The content type of a staged upload within its kind's size limit, told by its magic bytes. */
export const checkUpload = (kind: MediaKind, file: StagedUpload): string => {
  if (file.size === 0) throw new ValidationError('The uploaded file is empty');
  if (file.size > MEDIA_SIZE_LIMITS[kind]) throw fileTooLarge(MEDIA_SIZE_LIMITS[kind]);
  return checkMediaType(kind, file.head);
};

/**
 * Checks a staged upload (`checkUpload`), then moves it into storage (under a private key of
 * `privateOwnerId`'s when given); a refused one is removed, so nothing of it stays behind.
 */
export const storeUpload = async (storage: MediaStorage, kind: MediaKind, file: StagedUpload, privateOwnerId?: string): Promise<StoredMedia> => {
  try {
    const contentType = checkUpload(kind, file);
    return await storage.putStaged(file, contentType, privateOwnerId === undefined ? undefined : privateMediaKeyFor(privateOwnerId, contentType));
  } finally {
    await discardStaged(file);
  }
};

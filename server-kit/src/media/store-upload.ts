import { ValidationError } from '../errors.ts';
import { checkMediaType, MEDIA_SIZE_LIMITS, type MediaKind } from './check-media-type.ts';
import { fileTooLarge, type MultipartFile } from './multipart.ts';
import type { MediaStorage, StoredMedia } from './storage.ts';

/** Checks an uploaded file against its kind's size limit and magic bytes, then stores it. */
export const storeUpload = async (storage: MediaStorage, kind: MediaKind, file: MultipartFile): Promise<StoredMedia> => {
  if (file.bytes.length === 0) throw new ValidationError('The uploaded file is empty');
  if (file.bytes.length > MEDIA_SIZE_LIMITS[kind]) throw fileTooLarge(MEDIA_SIZE_LIMITS[kind]);
  return storage.put(file.bytes, checkMediaType(kind, file.bytes));
};

import { createHash } from 'node:crypto';

/**
 * Each stored type has its own extension, so a key alone says what it holds: adapters need no
 * metadata sidecar and `audio/webm` and `video/webm` of the same bytes are two objects.
 */
const EXTENSION_BY_CONTENT_TYPE = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  // Only for images the server generates itself (demo avatars): uploads never accept SVG.
  'image/svg+xml': 'svg',
  'audio/webm': 'weba',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'video/webm': 'webm',
  'video/mp4': 'mp4',
} as const;

export type StoredContentType = keyof typeof EXTENSION_BY_CONTENT_TYPE;

const CONTENT_TYPE_BY_EXTENSION = new Map<string, StoredContentType>(
  Object.entries(EXTENSION_BY_CONTENT_TYPE).map(([contentType, extension]) => [extension, contentType as StoredContentType]),
);

/** `<sha256 of the bytes>.<extension>`: content-addressed, so storing the same file twice is one object. */
export const MEDIA_KEY_PATTERN = /^[0-9a-f]{64}\.(?:jpg|png|webp|gif|svg|weba|ogg|m4a|mp3|webm|mp4)$/;

export const isStoredContentType = (contentType: string): contentType is StoredContentType => contentType in EXTENSION_BY_CONTENT_TYPE;

/** The key of bytes whose hex SHA-256 is `sha256` (computed while they streamed in, for uploads). */
export const mediaKeyOf = (sha256: string, contentType: string): string => {
  if (!isStoredContentType(contentType)) throw new Error(`Media storage does not keep ${contentType}`);
  return `${sha256}.${EXTENSION_BY_CONTENT_TYPE[contentType]}`;
};

export const mediaKeyFor = (bytes: Buffer, contentType: string): string => mediaKeyOf(createHash('sha256').update(bytes).digest('hex'), contentType);

export const contentTypeOfKey = (key: string): StoredContentType | undefined => CONTENT_TYPE_BY_EXTENSION.get(key.slice(key.lastIndexOf('.') + 1));

export const isMediaKey = (key: string): boolean => MEDIA_KEY_PATTERN.test(key);


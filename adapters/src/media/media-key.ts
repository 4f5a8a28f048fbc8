import { createHash, randomBytes } from 'node:crypto';

/** The sizes the photo pipeline writes of every photo (see `photo-sizes.ts`). */
export const PHOTO_SIZES = ['thumb', 'card', 'full'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

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

/**
 * `<sha256 of the bytes>.<extension>`: content-addressed, so storing the same file twice is one object.
 * A photo's sizes are `<sha256 of its full size>-<size>.webp` (see `photo-sizes.ts`).
 */
export const MEDIA_KEY_PATTERN = /^[0-9a-f]{64}(?:-(?:thumb|card|full))?\.(?:jpg|png|webp|gif|svg|weba|ogg|m4a|mp3|webm|mp4)$/;

/**
 * `private-<nonce><binding>.<extension>` (32 hex digits each): a random nonce, so the key tells
 * nothing of the bytes (no one confirms a guessed ID document by hashing it), and the binding ties
 * the object to the member who uploaded it (see `isPrivateMediaOf`).
 */
export const PRIVATE_MEDIA_KEY_PATTERN = /^private-[0-9a-f]{64}\.(?:jpg|png|webp|gif|weba|ogg|m4a|mp3|webm|mp4)$/;

/**
 * `held-<sha256>-<size>.webp`: a photo's sizes while an admin reviews it. Its public key stays empty
 * meanwhile, so `/api/media/<sha256>-full.webp` answers 404 to everyone; the public route's contract
 * does not even accept a `held-` key.
 */
export const HELD_PHOTO_KEY_PATTERN = /^held-[0-9a-f]{64}-(?:thumb|card|full)\.webp$/;

/** One size of a photo held for review. */
export const heldPhotoSizeKeyOf = (sha256: string, size: PhotoSize): string => `held-${photoSizeKeyOf(sha256, size)}`;

export const isStoredContentType = (contentType: string): contentType is StoredContentType => contentType in EXTENSION_BY_CONTENT_TYPE;

/** The key of bytes whose hex SHA-256 is `sha256` (computed while they streamed in, for uploads). */
export const mediaKeyOf = (sha256: string, contentType: string): string => {
  if (!isStoredContentType(contentType)) throw new Error(`Media storage does not keep ${contentType}`);
  return `${sha256}.${EXTENSION_BY_CONTENT_TYPE[contentType]}`;
};

export const mediaKeyFor = (bytes: Buffer, contentType: string): string => mediaKeyOf(createHash('sha256').update(bytes).digest('hex'), contentType);

/** One size of the photo whose full size's hex SHA-256 is `sha256`. */
export const photoSizeKeyOf = (sha256: string, size: PhotoSize): string => `${sha256}-${size}.webp`;

const FULL_SIZE_SUFFIX = '-full.webp';

/** The hex SHA-256 a public key is named by (of the bytes, or of a photo's full size); null for a private key. */
export const contentAddressOf = (key: string): string | null => (MEDIA_KEY_PATTERN.test(key) ? key.slice(0, 64) : null);

/** Every object a stored photo is (its sizes, when the photo pipeline made them); any other key alone. */
export const objectKeysOf = (key: string): string[] =>
  MEDIA_KEY_PATTERN.test(key) && key.endsWith(FULL_SIZE_SUFFIX)
    ? // With the sizes it may still be held under (deleting an account deletes a photo awaiting review too).
      PHOTO_SIZES.flatMap((size) => [photoSizeKeyOf(key.slice(0, 64), size), heldPhotoSizeKeyOf(key.slice(0, 64), size)])
    : [key];

export const contentTypeOfKey = (key: string): StoredContentType | undefined => CONTENT_TYPE_BY_EXTENSION.get(key.slice(key.lastIndexOf('.') + 1));

/** Public (content-addressed), private and held keys alike: what storage keeps, and may delete. */
export const isMediaKey = (key: string): boolean => MEDIA_KEY_PATTERN.test(key) || PRIVATE_MEDIA_KEY_PATTERN.test(key) || HELD_PHOTO_KEY_PATTERN.test(key);

export const isPrivateMediaKey = (key: string): boolean => PRIVATE_MEDIA_KEY_PATTERN.test(key);

const PRIVATE_PREFIX = 'private-';
const HALF = 32;

/** Not secret: it cannot be forged because only the server names keys, and a key is only ever stored under the uploader's binding. */
const bindingOf = (ownerId: string, nonce: string) => createHash('sha256').update(`${ownerId}\n${nonce}`).digest('hex').slice(0, HALF);

/** A fresh private key for an upload by `ownerId`: never the same twice, even for the same bytes. */
export const privateMediaKeyFor = (ownerId: string, contentType: string): string => {
  if (!isStoredContentType(contentType) || contentType === 'image/svg+xml') throw new Error(`Private media storage does not keep ${contentType}`);
  const nonce = randomBytes(HALF / 2).toString('hex');
  return `${PRIVATE_PREFIX}${nonce}${bindingOf(ownerId, nonce)}.${EXTENSION_BY_CONTENT_TYPE[contentType]}`;
};

/** Whether `memberId` uploaded the private media `key`: a voice message or evidence may only name its sender's own upload. */
export const isPrivateMediaOf = (key: string, memberId: string): boolean => {
  if (!isPrivateMediaKey(key)) return false;
  const nonce = key.slice(PRIVATE_PREFIX.length, PRIVATE_PREFIX.length + HALF);
  const binding = key.slice(PRIVATE_PREFIX.length + HALF, PRIVATE_PREFIX.length + 2 * HALF);
  return bindingOf(memberId, nonce) === binding;
};



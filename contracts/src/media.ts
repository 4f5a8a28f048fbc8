import { z } from 'zod';
import { route } from './route.ts';
import { urlOf } from './url.ts';

/** POST /api/media is multipart: its `form` is the fields beside `file`. */
export const uploadMedia = route({
  method: 'POST',
  path: '/api/media',
  form: z.object({
    kind: z.enum(['photo', 'audio', 'video'], { error: 'kind must be photo, audio or video' }),
    /** `private` for verification evidence and voice messages: served only to those allowed to see them (getPrivateMedia). */
    access: z.enum(['public', 'private'], { error: 'access must be public or private' }).default('public'),
  }),
  response: z.object({
    url: z.string(),
    contentType: z.string(),
    size: z.number(),
    /** A photo the nudity screen was unsure of: kept, but no one else sees it (its URL answers 404) until an admin approves it. */
    inReview: z.boolean().optional(),
  }),
});
export type UploadedMedia = z.infer<typeof uploadMedia.response>;

/** `<sha256 of the bytes>.<extension>`, as POST /api/media named it; a photo's sizes `<sha256 of its full size>-<size>.webp`. */
const MEDIA_KEY = /^[0-9a-f]{64}(?:-(?:thumb|card|full))?\.(?:jpg|png|webp|gif|svg|weba|ogg|m4a|mp3|webm|mp4)$/;

/**
 * The sizes of every photo uploaded (a list avatar, a discovery card, full screen), by width; each
 * is at most twice as tall as wide. POST /api/media answers the full size's URL.
 */
export const PHOTO_SIZE_WIDTHS = { thumb: 200, card: 800, full: 1600 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZE_WIDTHS;

const FULL_SIZE = /-full\.webp$/;

/** The URL of one size of a photo; a photo with one size only (older uploads, generated avatars) is that size. */
export const photoSizeUrlOf = (url: string, size: PhotoSize): string => url.replace(FULL_SIZE, `-${size}.webp`);

/** `srcset` for a photo: every size with its width, so a phone fetches only what its screen shows; undefined for a photo of one size. */
export const photoSrcSetOf = (url: string): string | undefined =>
  FULL_SIZE.test(url)
    ? (Object.keys(PHOTO_SIZE_WIDTHS) as PhotoSize[]).map((size) => `${photoSizeUrlOf(url, size)} ${PHOTO_SIZE_WIDTHS[size]}w`).join(', ')
    : undefined;

/** The stored bytes themselves (with byte ranges), not JSON. */
export const getMedia = route({
  method: 'GET',
  path: '/api/media/:key',
  params: z.object({ key: z.string().regex(MEDIA_KEY, { error: 'Not a media key' }) }),
  response: z.unknown(),
});

/** `private-<random nonce and uploader binding>.<extension>`, as POST /api/media named a private upload. */
const PRIVATE_MEDIA_KEY = /^private-[0-9a-f]{64}\.(?:jpg|png|webp|gif|weba|ogg|m4a|mp3|webm|mp4)$/;

/**
 * The bytes of private media (verification evidence, voice messages), only with the bearer token
 * of a member allowed to see them: the uploader, the other member of the match a voice message
 * was sent in, admins for evidence. To anyone else it does not exist (404). Browsers fetch it
 * with the token and play or show the blob, since `<audio src>` cannot carry a header.
 */
export const getPrivateMedia = route({
  method: 'GET',
  path: '/api/private-media/:key',
  params: z.object({ key: z.string().regex(PRIVATE_MEDIA_KEY, { error: 'Not a private media key' }) }),
  response: z.unknown(),
});

/** Where the query side serves what media storage keeps under `key` (a private key's URL needs the token). */
export const mediaUrlOf = (key: string): string => urlOf(PRIVATE_MEDIA_KEY.test(key) ? getPrivateMedia : getMedia, { key });

export const isPrivateMediaUrl = (url: string): boolean => url.startsWith(urlOf(getPrivateMedia, { key: '' }));

/** The storage key a URL of ours names (`/api/media/<key>` or `/api/private-media/<key>`), or null for any other URL. */
export const mediaKeyOfUrl = (url: string): string | null => {
  const prefix = [urlOf(getMedia, { key: '' }), urlOf(getPrivateMedia, { key: '' })].find((candidate) => url.startsWith(candidate));
  return prefix === undefined ? null : url.slice(prefix.length);
};

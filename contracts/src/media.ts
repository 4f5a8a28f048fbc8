import { z } from 'zod';
import { route } from './route.ts';
import { urlOf } from './url.ts';

/** POST /api/media is multipart: its `form` is the fields beside `file`. */
export const uploadMedia = route({
  method: 'POST',
  path: '/api/media',
  form: z.object({ kind: z.enum(['photo', 'audio', 'video'], { error: 'kind must be photo, audio or video' }) }),
  response: z.object({ url: z.string(), contentType: z.string(), size: z.number() }),
});
export type UploadedMedia = z.infer<typeof uploadMedia.response>;

/** `<sha256 of the bytes>.<extension>`, as POST /api/media named it. */
const MEDIA_KEY = /^[0-9a-f]{64}\.(?:jpg|png|webp|gif|svg|weba|ogg|m4a|mp3|webm|mp4)$/;

/** The stored bytes themselves (with byte ranges), not JSON. */
export const getMedia = route({
  method: 'GET',
  path: '/api/media/:key',
  params: z.object({ key: z.string().regex(MEDIA_KEY, { error: 'Not a media key' }) }),
  response: z.unknown(),
});

/** Where the query side serves what media storage keeps under `key`. */
export const mediaUrlOf = (key: string): string => urlOf(getMedia, { key });

/** The storage key a URL of ours names (`/api/media/<key>`), or null for any other URL. */
export const mediaKeyOfUrl = (url: string): string | null => {
  const prefix = mediaUrlOf('');
  return url.startsWith(prefix) ? url.slice(prefix.length) : null;
};

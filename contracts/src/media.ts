import { z } from 'zod';
import { route } from './route.ts';

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

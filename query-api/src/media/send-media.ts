import type { Context } from 'koa';
import type { ByteRange, MediaObject } from '@sankofa/adapters/media';
import { AppError } from '@sankofa/server-kit';

/**
 * `bytes=start-` and `bytes=start-end`, what media players send; other forms (suffixes, several
 * ranges) get the whole object, which HTTP allows.
 */
const requestedRange = (ctx: Context, size: number): ByteRange | undefined => {
  const match = /^bytes=(\d+)-(\d*)$/.exec(ctx.get('range'));
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = Math.min(match[2] ? Number(match[2]) : size - 1, size - 1);
  if (start >= size || end < start) {
    ctx.set('Content-Range', `bytes */${size}`);
    throw new AppError(416, 'range_not_satisfiable', `The media is ${size} bytes long`);
  }
  return { start, end };
};

/** Answers with a stored object (or the byte range asked for) and its content type, under the caching `cacheControl` allows. */
export const sendMedia = async (ctx: Context, key: string, object: MediaObject, cacheControl: string): Promise<void> => {
  ctx.set('Cache-Control', cacheControl);
  ctx.set('ETag', `"${key}"`);
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('X-Content-Type-Options', 'nosniff');
  // Generated avatars are SVG: opened on their own, they must not run anything.
  ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  ctx.type = object.contentType;
  if (ctx.get('if-none-match') === `"${key}"`) {
    ctx.status = 304;
    return;
  }
  const range = requestedRange(ctx, object.size);
  ctx.status = range ? 206 : 200;
  if (range) ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
  ctx.length = range ? range.end - range.start + 1 : object.size;
  // HEAD needs the headers only; an opened file would stay open.
  if (ctx.method !== 'HEAD') ctx.body = await object.open(range);
};

import Router from '@koa/router';
import type { Context } from 'koa';
import { getMedia } from '@sankofa/contracts';
import type { ByteRange, MediaStorage } from '@sankofa/adapters/media';
import { AppError, NotFoundError, mount } from '@sankofa/server-kit';

export interface MediaQueryRouterDependencies {
  storage: MediaStorage;
}

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

/** GET /api/media/:key → the stored bytes with their content type; keys are content hashes, so responses never change. */
export const mediaQueryRouter = ({ storage }: MediaQueryRouterDependencies): Router => {
  const router = new Router();
  mount(router, getMedia, async (ctx, { params: { key } }) => {
    const object = await storage.get(key);
    if (!object) throw new NotFoundError('Media not found', 'media_not_found');
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
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
  });
  return router;
};

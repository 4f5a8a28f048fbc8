import Router from '@koa/router';
import type { Context } from 'koa';
import { PHOTO_SIZE_WIDTHS, mediaUrlOf, uploadMedia, type ResponseOf } from '@sankofa/contracts';
import {
  LARGEST_UPLOAD_BYTES,
  MEDIA_SIZE_LIMITS,
  checkUpload,
  discardStaged,
  readMultipart,
  resizePhoto,
  storePhoto,
  storeUpload,
  type MediaStorage,
  type StagedUpload,
} from '@sankofa/adapters/media';
import { UnauthorizedError, bearerToken, mount, parseInput, type AccessTokens, type Principal } from '@sankofa/server-kit';
import type { EventStore } from '@sankofa/events';
import { refuseBannedIdentities } from '../account-deletion/identity-bans.ts';
import { eventContextOf } from '../event-context.ts';
import { screenAndStorePhoto, type PhotoScreeningDependencies } from '../photo-screening/index.ts';
import { limitUpload } from '../rate-limits/index.ts';

export interface MediaRouterDependencies extends Pick<PhotoScreeningDependencies, 'photoScreening' | 'models'> {
  store: EventStore;
  storage: MediaStorage;
  tokens: AccessTokens;
  /** IDENTITY_BAN_KEY: a photo of a member deleted while suspended for abuse is refused. */
  identityBanKey: string;
}

/** Photos may come before the account exists (signup uploads them first); a token, when sent, must be valid. */
const optionalPrincipal = async (ctx: Context, tokens: AccessTokens): Promise<Principal | undefined> => {
  const token = bearerToken(ctx);
  return token ? tokens.verify(token) : undefined;
};

/**
 * POST /api/media: one photo, voice or video file (multipart fields `kind`, `file` and optionally
 * `access: private`) → 201 { url, contentType, size }; a private upload is the token member's. A
 * photo is answered by the URL of its full size, whose thumb and card sizes sit beside it.
 */
export const mediaRouter = (deps: MediaRouterDependencies): Router => {
  const { store, storage, tokens, identityBanKey } = deps;
  const router = new Router();
  /**
   * Re-encoded without its metadata before anything is kept; the bytes as sent and as kept are both
   * checked against banned photos. A public photo (a profile's) is screened for nudity; private
   * evidence is seen by its uploader and admins only, and is not.
   */
  const storeSafePhoto = async (ctx: Context, file: StagedUpload, principal: Principal | undefined, privateOwnerId: string | undefined) => {
    checkUpload('photo', file);
    const photo = await resizePhoto(file.path, PHOTO_SIZE_WIDTHS);
    await refuseBannedIdentities(store, identityBanKey, [file.sha256, photo.sha256].map((sha256) => ({ kind: 'photo' as const, value: sha256 })));
    if (privateOwnerId !== undefined) return { stored: await storePhoto(storage, photo, privateOwnerId), inReview: false };
    return screenAndStorePhoto(deps, photo, principal?.memberId ?? null, { ...eventContextOf(ctx), actorId: principal?.memberId ?? 'anonymous' });
  };
  mount(router, uploadMedia, async (ctx) => {
    const principal = await optionalPrincipal(ctx, tokens);
    await limitUpload(ctx, principal, LARGEST_UPLOAD_BYTES);
    const { fields, file } = await readMultipart(ctx, {
      maxFileBytes: principal ? LARGEST_UPLOAD_BYTES : MEDIA_SIZE_LIMITS.photo,
      fields: ['kind', 'access'],
      stagingDirectory: storage.stagingDirectory,
    });
    try {
      const { kind, access } = parseInput(uploadMedia.form, fields, 'body');
      if (kind !== 'photo' && !principal) throw new UnauthorizedError('Sign in to upload voice and video recordings');
      if (access === 'private' && !principal) throw new UnauthorizedError('Sign in to upload private media');
      const privateOwnerId = access === 'private' ? principal?.memberId : undefined;
      if (kind === 'photo') {
        const { stored, inReview } = await storeSafePhoto(ctx, file, principal, privateOwnerId);
        ctx.status = 201;
        ctx.body = { url: mediaUrlOf(stored.key), contentType: stored.contentType, size: stored.size, inReview } satisfies ResponseOf<typeof uploadMedia>;
        return;
      }
      const stored = await storeUpload(storage, kind, file, privateOwnerId);
      ctx.status = 201;
      ctx.body = { url: mediaUrlOf(stored.key), contentType: stored.contentType, size: stored.size } satisfies ResponseOf<typeof uploadMedia>;
    } finally {
      await discardStaged(file);
    }
  });
  return router;
};

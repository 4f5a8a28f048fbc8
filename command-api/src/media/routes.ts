import Router from '@koa/router';
import type { Context } from 'koa';
import { mediaUrlOf, uploadMedia, type ResponseOf } from '@sankofa/contracts';
import { LARGEST_UPLOAD_BYTES, MEDIA_SIZE_LIMITS, discardStaged, readMultipart, storeUpload, type MediaStorage } from '@sankofa/adapters/media';
import { UnauthorizedError, bearerToken, mount, parseInput, type AccessTokens, type Principal } from '@sankofa/server-kit';
import type { EventStore } from '@sankofa/events';
import { refuseBannedIdentities } from '../account-deletion/identity-bans.ts';
import { limitUpload } from '../rate-limits/index.ts';

export interface MediaRouterDependencies {
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
 * `access: private`) → 201 { url, contentType, size }; a private upload is the token member's.
 */
export const mediaRouter = ({ store, storage, tokens, identityBanKey }: MediaRouterDependencies): Router => {
  const router = new Router();
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
      if (kind === 'photo') await refuseBannedIdentities(store, identityBanKey, [{ kind: 'photo', value: file.sha256 }]);
      if (access === 'private' && !principal) throw new UnauthorizedError('Sign in to upload private media');
      const stored = await storeUpload(storage, kind, file, access === 'private' ? principal?.memberId : undefined);
      ctx.status = 201;
      ctx.body = { url: mediaUrlOf(stored.key), contentType: stored.contentType, size: stored.size } satisfies ResponseOf<typeof uploadMedia>;
    } finally {
      await discardStaged(file);
    }
  });
  return router;
};

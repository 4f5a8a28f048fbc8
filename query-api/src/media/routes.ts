import type pg from 'pg';
import { getMedia, getPrivateMedia } from '@sankofa/contracts';
import type { MediaStorage } from '@sankofa/adapters/media';
import { NotFoundError, mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { MATCHES_PROJECTOR } from '@sankofa/projections/matches';
import { CHAT_RECEIPTS_PROJECTOR } from '@sankofa/projections/chat-receipts';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { MODERATION_PROJECTOR } from '@sankofa/projections/moderation';
import { VERIFICATION_PROJECTOR } from '@sankofa/projections/verification';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { maySeePrivateMedia } from './private-media-access.ts';
import { sendMedia } from './send-media.ts';
import { CONTACT_BLOCKS_PROJECTOR } from '@sankofa/projections/contact-blocks';

export interface MediaQueryRouterDependencies {
  storage: MediaStorage;
  pool: pg.Pool;
  tokens: AccessTokens;
}

const mediaNotFound = () => new NotFoundError('Media not found', 'media_not_found');

/**
 * GET /api/media/:key → the stored bytes with their content type; keys are content hashes, so
 * responses never change. GET /api/private-media/:key → the same for a member allowed to see
 * them; to anyone else the media does not exist, so a 404 tells nothing.
 */
export const mediaQueryRouter = ({ storage, pool, tokens }: MediaQueryRouterDependencies): ReadModelRouter => {
  const router = readModelRouter([MATCHES_PROJECTOR, CHAT_RECEIPTS_PROJECTOR, MEMBERS_PROJECTOR, MODERATION_PROJECTOR, VERIFICATION_PROJECTOR, CONTACT_BLOCKS_PROJECTOR]);
  mount(router, getMedia, async (ctx, { params: { key } }) => {
    const object = await storage.get(key);
    if (!object) throw mediaNotFound();
    await sendMedia(ctx, key, object, 'public, max-age=31536000, immutable');
  });

  mount(router, getPrivateMedia, requireMember(tokens), async (ctx, { params: { key } }) => {
    if (!(await maySeePrivateMedia(pool, principalOf(ctx), key))) throw mediaNotFound();
    const object = await storage.get(key);
    if (!object) throw mediaNotFound();
    // Kept by no shared cache, and by this browser only as long as the page holds the blob.
    await sendMedia(ctx, key, object, 'private, no-store');
  });
  return router;
};

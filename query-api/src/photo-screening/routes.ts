import type pg from 'pg';
import { getHeldPhoto, getMedia, getMyPhotosInReview, listHeldPhotos, mediaUrlOf, urlOf, type ResponseOf } from '@sankofa/contracts';
import { heldPhotoSizeKeyOf, photoSizeKeyOf, type MediaStorage } from '@sankofa/adapters/media';
import { NotFoundError, mount, principalOf, requireAdmin, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { PHOTO_SCREENING_PROJECTOR, type HeldPhotoRow } from '@sankofa/projections/photo-screening';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { sendMedia } from '../media/send-media.ts';

const QUEUE_LIMIT = 200;

const HELD = `SELECT h.*, m.first_name || ' ' || m.last_name AS name
  FROM public.held_photos h LEFT JOIN public.members m ON m.id = h.uploader_id
  ORDER BY h.held_at, h.photo_id LIMIT ${QUEUE_LIMIT}`;

/** Held photos she uploaded signed in, or put in her profile (uploaded at signup, before she had an id). */
const MINE = `SELECT h.photo_id FROM public.held_photos h
  WHERE h.uploader_id = $1
     OR EXISTS (SELECT 1 FROM public.members m WHERE m.id = $1 AND $2 || h.photo_id || '-full.webp' = ANY(m.photos))`;

const publicUrlOf = (photoId: string) => mediaUrlOf(photoSizeKeyOf(photoId, 'full'));

/**
 * GET /api/admin/photo-reviews: the queue of held photos, for admins; GET /api/admin/photo-reviews/:id/picture:
 * the held picture itself, for admins only (members get 404 at its public URL until it is approved);
 * GET /api/photo-reviews/mine: which of her own photos await review.
 */
export const photoScreeningQueryRouter = ({ pool, tokens, storage }: { pool: pg.Pool; tokens: AccessTokens; storage: MediaStorage }): ReadModelRouter => {
  const router = readModelRouter([PHOTO_SCREENING_PROJECTOR, MEMBERS_PROJECTOR]);
  mount(router, listHeldPhotos, requireMember(tokens), requireAdmin(), async (ctx) => {
    const { rows } = await pool.query<HeldPhotoRow & { name: string | null }>(HELD);
    ctx.body = rows.map((row) => ({
      id: row.photo_id,
      pictureUrl: urlOf(getHeldPhoto, { id: row.photo_id }),
      url: publicUrlOf(row.photo_id),
      uploader: row.uploader_id === null ? null : { id: row.uploader_id, name: row.name },
      sexualContent: row.sexual_content,
      heldAt: row.held_at.toISOString(),
    })) satisfies ResponseOf<typeof listHeldPhotos>;
  });

  mount(router, getHeldPhoto, requireMember(tokens), requireAdmin(), async (ctx, { params: { id } }) => {
    const key = heldPhotoSizeKeyOf(id, 'card');
    const object = await storage.get(key);
    if (!object) throw new NotFoundError('No photo awaiting review has this id', 'held_photo_not_found');
    // Kept by no shared cache: it may yet be rejected.
    await sendMedia(ctx, key, object, 'private, no-store');
  });

  mount(router, getMyPhotosInReview, requireMember(tokens), async (ctx) => {
    const { rows } = await pool.query<{ photo_id: string }>(MINE, [principalOf(ctx).memberId, urlOf(getMedia, { key: '' })]);
    ctx.body = { urls: rows.map((row) => publicUrlOf(row.photo_id)) } satisfies ResponseOf<typeof getMyPhotosInReview>;
  });
  return router;
};

import { listProfileViewers, type ResponseOf } from '@sankofa/contracts';
import type pg from 'pg';
import { MEMBERS_PROJECTOR, type MemberRow } from '@sankofa/projections/members';
import { PROFILE_VIEWERS_PROJECTOR, type ProfileViewRow } from '@sankofa/projections/profile-views';
import { MODERATION_PROJECTOR, notSuspended } from '@sankofa/projections/moderation';
import { ForbiddenError, mount, principalOf, requireMember, unlessTableMissing, type AccessTokens } from '@sankofa/server-kit';
import { MATCHES_PROJECTOR } from '@sankofa/projections/matches';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { toPublicMember } from '../members/member-view.ts';
import { isPremiumMember } from '../members/premium-member.ts';
import { noBlockBetween } from '../moderation/index.ts';
import { CONTACT_BLOCKS_PROJECTOR } from '@sankofa/projections/contact-blocks';

/** The same code every premium gate answers with, so the client shows its upsell on any of them. */
export const PREMIUM_VIEWERS_REQUIRED = 'Seeing who viewed your profile is a Premium feature. Upgrade to Premium to see them.';
const VIEWERS_LIMIT = 100;

/** Each viewer once, at their latest view, newest first; a block either way hides them, and so does a viewer's pause or suspension. */
const LATEST_VIEWS = `
SELECT * FROM (
  SELECT DISTINCT ON (v.viewer_id) v.id AS view_id, v.created_at AS viewed_at, m.*
    FROM public.profile_views v JOIN public.members m ON m.id = v.viewer_id
   WHERE v.viewed_id = $1 AND NOT m.is_paused AND ${notSuspended('v.viewer_id')} AND ${noBlockBetween('$1', 'v.viewer_id')}
   ORDER BY v.viewer_id, v.created_at DESC
) latest ORDER BY viewed_at DESC LIMIT $2`;

const VIEWS_THIS_MONTH = `SELECT count(*)::int AS views FROM public.profile_views WHERE viewed_id = $1 AND created_at >= date_trunc('month', $2::timestamptz)`;

/** A members row with the viewer's latest view beside it. */
type LatestView = MemberRow & { view_id: ProfileViewRow['id']; viewed_at: ProfileViewRow['created_at'] };

/** GET /api/profile-viewers: who viewed the token's member, for premium members only (403 `premium_required` otherwise). */
export const profileViewsQueryRouter = ({ pool, tokens }: { pool: pg.Pool; tokens: AccessTokens }): ReadModelRouter => {
  const router = readModelRouter([PROFILE_VIEWERS_PROJECTOR, MEMBERS_PROJECTOR, MODERATION_PROJECTOR, MATCHES_PROJECTOR, CONTACT_BLOCKS_PROJECTOR]);
  mount(router, listProfileViewers, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const now = new Date();
    if (!(await isPremiumMember(pool, memberId, now))) throw new ForbiddenError(PREMIUM_VIEWERS_REQUIRED, 'premium_required');
    const empty: ResponseOf<typeof listProfileViewers> = { viewers: [], viewsThisMonth: 0 };
    ctx.body = await unlessTableMissing(async () => {
      const [latest, month] = await Promise.all([
        pool.query<LatestView>(LATEST_VIEWS, [memberId, VIEWERS_LIMIT]),
        pool.query<{ views: number }>(VIEWS_THIS_MONTH, [memberId, now]),
      ]);
      return {
        viewers: latest.rows.map((row) => {
          const { id, name, photos, age, location, isVerified, isPremium } = toPublicMember(row, now);
          return { id: row.view_id, createdAt: row.viewed_at.toISOString(), viewer: { id, name, photos, age, location, isVerified, isPremium } };
        }),
        viewsThisMonth: month.rows[0]?.views ?? 0,
      } satisfies ResponseOf<typeof listProfileViewers>;
    }, empty);
  });
  return router;
};

import { getLastPass, listPassedProfiles, type ResponseOf } from '@sankofa/contracts';
import type pg from 'pg';
import { MEMBERS_PROJECTOR, type MemberRow } from '@sankofa/projections/members';
import { MODERATION_PROJECTOR, notSuspended } from '@sankofa/projections/moderation';
import { ForbiddenError, mount, principalOf, requireMember, unlessTableMissing, type AccessTokens } from '@sankofa/server-kit';
import { DISCOVERY_PROJECTOR } from '@sankofa/projections/discovery';
import { MATCHES_PROJECTOR } from '@sankofa/projections/matches';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { toPublicMember } from '../members/member-view.ts';
import { noBlockBetween } from '../moderation/index.ts';
import { isPremiumMember } from '../members/premium-member.ts';
import { CONTACT_BLOCKS_PROJECTOR } from '@sankofa/projections/contact-blocks';

export const PREMIUM_REVISIT_REQUIRED = 'Revisiting passed profiles is a Premium feature. Upgrade to Premium to revisit them.';
const PASSED_LIMIT = 100;

/**
 * The viewer's standing passes (a later like replaces a pass in discovery_swipes), latest first; a block either way hides
 * them, and so does a suspension (a deleted member has no row left to show).
 */
const PASSED = `
SELECT m.* FROM public.discovery_swipes s JOIN public.members m ON m.id = s.swiped_id
 WHERE s.swiper_id = $1 AND NOT s.is_like AND ${noBlockBetween('$1', 's.swiped_id')} AND ${notSuspended('m.id')}
 ORDER BY s.last_position DESC LIMIT $2`;

/** GET /api/passed-profiles: Revisit Passed Profiles, for premium members only (403 `premium_required` otherwise). */
export const passedProfilesQueryRouter = ({ pool, tokens }: { pool: pg.Pool; tokens: AccessTokens }): ReadModelRouter => {
  const router = readModelRouter([DISCOVERY_PROJECTOR, MEMBERS_PROJECTOR, MODERATION_PROJECTOR, MATCHES_PROJECTOR, CONTACT_BLOCKS_PROJECTOR]);
  mount(router, listPassedProfiles, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const now = new Date();
    if (!(await isPremiumMember(pool, memberId, now))) throw new ForbiddenError(PREMIUM_REVISIT_REQUIRED, 'premium_required');
    ctx.body = await unlessTableMissing(async () => {
      const { rows } = await pool.query<MemberRow>(PASSED, [memberId, PASSED_LIMIT]);
      return rows.map((row) => toPublicMember(row, now)) satisfies ResponseOf<typeof listPassedProfiles>;
    }, []);
  });
  // Free members too: it names what a rewind item would take back (the write side checks it on the pair stream).
  mount(router, getLastPass, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const now = new Date();
    ctx.body = await unlessTableMissing(async () => {
      const { rows } = await pool.query<MemberRow>(PASSED, [memberId, 1]);
      return { member: rows[0] ? toPublicMember(rows[0], now) : null } satisfies ResponseOf<typeof getLastPass>;
    }, { member: null });
  });
  return router;
};

import { getReviewNotice, listHeldAccounts, type ResponseOf } from '@sankofa/contracts';
import type pg from 'pg';
import type { HeldAccountRow } from '@sankofa/projections/account-holds';
import { mount, requireAdmin, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { requestedMatch } from '../matches/requested-match.ts';
import { ACCOUNT_HOLDS_PROJECTOR } from '@sankofa/projections/account-holds';
import { MATCHES_PROJECTOR } from '@sankofa/projections/matches';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';

const QUEUE_LIMIT = 200;

const HELD = `SELECT h.*, m.first_name || ' ' || m.last_name AS name, m.photos
  FROM public.held_accounts h LEFT JOIN public.members m ON m.id = h.member_id
  ORDER BY h.held_at, h.member_id LIMIT ${QUEUE_LIMIT}`;

/**
 * GET /api/admin/holds: the accounts the scam defences hold, with why, for administrators;
 * GET /api/matches/:id/review-notice: whether the other member of the reader's match is held, so her conversation warns her.
 */
export const accountHoldsQueryRouter = ({ pool, tokens }: { pool: pg.Pool; tokens: AccessTokens }): ReadModelRouter => {
  const router = readModelRouter([ACCOUNT_HOLDS_PROJECTOR, MEMBERS_PROJECTOR, MATCHES_PROJECTOR]);
  mount(router, listHeldAccounts, requireMember(tokens), requireAdmin(), async (ctx) => {
    const { rows } = await pool.query<HeldAccountRow & { name: string | null; photos: string[] | null }>(HELD);
    ctx.body = rows.map((row) => ({
      member: { id: row.member_id, name: row.name, photos: row.photos ?? [] },
      reasons: row.reasons,
      heldAt: row.held_at.toISOString(),
    })) satisfies ResponseOf<typeof listHeldAccounts>;
  });
  mount(router, getReviewNotice, requireMember(tokens), async (ctx) => {
    const match = await requestedMatch(pool, ctx);
    const { rowCount } = await pool.query('SELECT 1 FROM public.held_accounts WHERE member_id = $1', [match.user.id]);
    ctx.body = { underReview: rowCount === 1 } satisfies ResponseOf<typeof getReviewNotice>;
  });
  return router;
};

import type pg from 'pg';
import { isPremiumActiveAt } from '@sankofa/events';
import type { MemberRow } from '@sankofa/projections/members';

/** Premium now, from the members read model: premium with an end date lapses by itself. */
export const isPremiumMember = async (pool: pg.Pool, memberId: string, now: Date): Promise<boolean> => {
  const { rows } = await pool.query<Pick<MemberRow, 'is_premium' | 'premium_until'>>('SELECT is_premium, premium_until FROM public.members WHERE id = $1', [memberId]);
  const row = rows[0];
  return row !== undefined && isPremiumActiveAt(row.is_premium ? { until: row.premium_until } : null, now);
};

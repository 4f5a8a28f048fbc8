import type pg from 'pg';
import type { MemberRow } from '@sankofa/projections/members';

/** Premium now, as a members row holds it: premium with an end date lapses by itself, without an event to say so. */
export const isPremiumRowAt = (row: Pick<MemberRow, 'is_premium' | 'premium_until'>, now: Date): boolean =>
  row.is_premium && (row.premium_until === null || row.premium_until > now);

/** Premium now, from the members read model. */
export const isPremiumMember = async (pool: pg.Pool, memberId: string, now: Date): Promise<boolean> => {
  const { rows } = await pool.query<Pick<MemberRow, 'is_premium' | 'premium_until'>>('SELECT is_premium, premium_until FROM public.members WHERE id = $1', [memberId]);
  const row = rows[0];
  return row !== undefined && isPremiumRowAt(row, now);
};

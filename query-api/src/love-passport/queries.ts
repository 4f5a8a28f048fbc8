import type pg from 'pg';
import type { LovePassportRow } from '@sankofa/projections/love-passport';

export type PassportWithSwipes = LovePassportRow & { swipes_used: number };

const SELECT = `
SELECT p.id, p.member_id, p.region, p.country, p.max_swipes, p.activated_at, p.expires_at,
  (SELECT count(*)::int FROM love_passport_swipes s WHERE s.passport_id = p.id) AS swipes_used
FROM love_passports p`;

/** The member's passports, the latest first. */
export const passportsOf = async (pool: pg.Pool, memberId: string): Promise<PassportWithSwipes[]> =>
  (await pool.query<PassportWithSwipes>(`${SELECT} WHERE p.member_id = $1 ORDER BY p.activated_at DESC, p.id DESC LIMIT 100`, [memberId])).rows;

/** One of the member's passports; another member's does not exist to them. */
export const passportOf = async (pool: pg.Pool, memberId: string, passportId: string): Promise<PassportWithSwipes | null> =>
  (await pool.query<PassportWithSwipes>(`${SELECT} WHERE p.member_id = $1 AND p.id = $2`, [memberId, passportId])).rows[0] ?? null;


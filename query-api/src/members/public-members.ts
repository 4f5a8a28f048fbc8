import type pg from 'pg';
import type { PublicMember } from '@sankofa/contracts';
import { PUBLIC_MEMBER_COLUMNS, toPublicMember, type PublicMemberColumns } from './member-view.ts';

// Only what a card shows: the private columns (e-mail, phone, coordinates, settings) never leave the database.
const PUBLIC_MEMBERS = `SELECT ${PUBLIC_MEMBER_COLUMNS.join(', ')} FROM public.members WHERE id = ANY($1::text[])`;

/** The public cards of these members, by id; a member without a row is left out. */
export const publicMembersById = async (pool: pg.Pool, ids: readonly string[]): Promise<Map<string, PublicMember>> => {
  const { rows } = await pool.query<PublicMemberColumns>(PUBLIC_MEMBERS, [ids]);
  const now = new Date();
  return new Map(rows.map((row) => [row.id, toPublicMember(row, now)]));
};

import type pg from 'pg';
import type { MemberRow } from '@sankofa/projections/members';
import { toPublicMember, type PublicMember } from '../members/member-view.ts';

const UNDEFINED_TABLE = '42P01';

/**
 * Public cards from the members read model, read once its projector has passed the event (see
 * the swipes live mappers); a card still missing, or a table not created yet, goes without.
 */
export const publicMembers = async (pool: pg.Pool, ids: readonly string[]): Promise<Map<string, PublicMember>> => {
  try {
    const { rows } = await pool.query<MemberRow>('SELECT * FROM public.members WHERE id = ANY($1)', [ids]);
    return new Map(rows.map((row) => [row.id, toPublicMember(row)]));
  } catch (error) {
    if ((error as { code?: string }).code === UNDEFINED_TABLE) return new Map();
    throw error;
  }
};

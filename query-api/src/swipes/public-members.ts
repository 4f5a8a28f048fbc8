import type pg from 'pg';
import type { MemberRow } from '@sankofa/projections/members';
import { unlessTableMissing } from '@sankofa/server-kit';
import { toPublicMember, type PublicMember } from '../members/member-view.ts';

/**
 * Public cards from the members read model, read once its projector has passed the event (see
 * the swipes live mappers); a card still missing, or a table not created yet, goes without.
 */
export const publicMembers = (pool: pg.Pool, ids: readonly string[]): Promise<Map<string, PublicMember>> =>
  unlessTableMissing(async () => {
    const { rows } = await pool.query<MemberRow>('SELECT * FROM public.members WHERE id = ANY($1)', [ids]);
    return new Map(rows.map((row) => [row.id, toPublicMember(row)]));
  }, new Map());

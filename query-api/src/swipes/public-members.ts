import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { MemberRow } from '@sankofa/projections';
import { unlessTableMissing } from '@sankofa/server-kit';
import { toPublicMember, type PublicMember } from '../members/member-view.ts';

const LOOKUP_ATTEMPTS = 20;
const LOOKUP_PAUSE_MS = 100;

const lookUp = (pool: pg.Pool, ids: readonly string[]): Promise<Map<string, PublicMember>> =>
  unlessTableMissing(async () => {
    const { rows } = await pool.query<MemberRow>('SELECT * FROM public.members WHERE id = ANY($1)', [ids]);
    return new Map(rows.map((row) => [row.id, toPublicMember(row)]));
  }, new Map());

/**
 * Public cards from the members read model. The members of a match or a super like registered
 * before it, but the read model may still be a moment behind the log (a fresh database, a
 * rebuild): missing cards are asked for again, for about two seconds, before going without.
 */
export const publicMembers = async (pool: pg.Pool, ids: readonly string[]): Promise<Map<string, PublicMember>> => {
  for (let attempt = 1; ; attempt++) {
    const found = await lookUp(pool, ids);
    if (found.size === new Set(ids).size || attempt >= LOOKUP_ATTEMPTS) return found;
    await sleep(LOOKUP_PAUSE_MS);
  }
};

import type pg from 'pg';
import { unlessTableMissing } from '@sankofa/server-kit';
import type { RelatedMember } from './notification-view.ts';

/**
 * Names and first photos from the members read model. Joined at read time rather than copied
 * into notifications, so a renamed member or a new photo shows at once, and the notifications
 * projector depends on no other read model (each rebuilds on its own). Until `public.members`
 * has been published (a fresh database) notifications are served without them.
 */
export const relatedMembers = async (pool: pg.Pool, ids: readonly string[]): Promise<Map<string, RelatedMember>> => {
  if (ids.length === 0) return new Map();
  return unlessTableMissing(async () => {
    const { rows } = await pool.query<{ id: string; first_name: string; last_name: string; photo: string | null }>(
      'SELECT id, first_name, last_name, to_jsonb(photos)->>0 AS photo FROM public.members WHERE id = ANY($1)',
      [ids],
    );
    return new Map(rows.map((row) => [row.id, { id: row.id, name: `${row.first_name} ${row.last_name}`, photo: row.photo }]));
  }, new Map());
};

import type pg from 'pg';
import type { RankedCard } from './ranked-lists.ts';

/**
 * Cards whose member keeps her distance from the viewer. Discovery never shows a viewer her own
 * matches (she liked them), so only 'everyone' lets discovery show it; 'matches' and 'nobody' do not.
 */
export const withDistancePrivacy = async (pool: pg.Pool, page: RankedCard[]): Promise<RankedCard[]> => {
  if (page.length === 0) return page;
  const { rows } = await pool.query<{ member_id: string }>(
    `SELECT member_id FROM discovery_privacy WHERE member_id = ANY($1::text[]) AND distance_visibility <> 'everyone'`,
    [page.map(({ candidate }) => candidate.id)],
  );
  const private_ = new Set(rows.map((row) => row.member_id));
  return private_.size === 0 ? page : page.map((card) => (private_.has(card.candidate.id) ? { ...card, distanceKm: null } : card));
};

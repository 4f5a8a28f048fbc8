import type pg from 'pg';
import type { PublicMemberColumns } from '../members/member-view.ts';
import { eligibilitySql } from './eligibility.ts';
import { distanceSql } from './search-area.ts';
import { RANK_ORDER_SQL, rankColumnsSql, rankedAfterSql, type RankKey, type RankedCandidate } from './ranking.ts';
import { SqlParams, prepared } from './sql-params.ts';
import type { Viewer } from './viewer.ts';

export interface RankedSlice {
  candidates: RankedCandidate[];
  /** The read model's last position the slice saw: rows changed later have a greater one. */
  position: string;
}

/**
 * The viewer's list from just after `after` (from the top when null): every eligible candidate
 * scored, the first `limit` kept. The read model's position comes from the same snapshot.
 */
export const rankAfter = async (pool: pg.Pool, viewer: Viewer, after: RankKey | null, limit: number): Promise<RankedSlice> => {
  const params = new SqlParams();
  const ranked = `SELECT ${rankColumnsSql(viewer, params)} FROM discovery_profiles c WHERE ${eligibilitySql(viewer, params)}`;
  const { rows } = await pool.query<RankedSlice>(
    prepared(
      `WITH ranked AS (${ranked})
       SELECT coalesce((SELECT max(last_position) FROM discovery_profiles), '') AS position,
              coalesce((SELECT json_agg(page) FROM (SELECT * FROM ranked ${after ? `WHERE ${rankedAfterSql(after, params)}` : ''}
                                                   ORDER BY ${RANK_ORDER_SQL} LIMIT ${params.add(limit, 'int')}) page), '[]') AS candidates`,
      params,
    ),
  );
  return rows[0]!;
};

export interface ChangedCandidate extends RankedCandidate {
  eligible: boolean;
  position: string;
}

/** Candidates whose rows changed after `position`, ranked and judged for the viewer; at most `limit`, oldest change first. */
export const changedSince = async (pool: pg.Pool, viewer: Viewer, position: string, limit: number): Promise<ChangedCandidate[]> => {
  const params = new SqlParams();
  const { rows } = await pool.query<ChangedCandidate>(
    prepared(
      `SELECT ${rankColumnsSql(viewer, params)}, (${eligibilitySql(viewer, params)}) AS eligible, c.last_position AS position
       FROM discovery_profiles c WHERE c.last_position > ${params.add(position, 'text')} ORDER BY c.last_position LIMIT ${params.add(limit, 'int')}`,
      params,
    ),
  );
  return rows;
};

const CARD_COLUMNS = `c.member_id AS id, d.first_name, d.last_name, c.age, d.location, d.profession, c.heritage, c.ethnic_group, d.bio,
  d.bio_type, d.audio_bio, d.video_bio, c.cultural_values, c.languages, c.diaspora_generation, c.religion_spirituality,
  c.relationship_goals, d.photos, c.is_premium, c.premium_until, c.is_verified, c.current_city, c.current_country, c.home_country, c.created_at`;

/** The public profile columns of `c` joined to its card (and `extra` columns), for any query over discovery_profiles c. */
export const cardsFromSql = (where: string, extra = '') =>
  `SELECT ${CARD_COLUMNS}${extra} FROM discovery_profiles c JOIN discovery_cards d ON d.member_id = c.member_id WHERE ${where}`;

export type DiscoveryCard = PublicMemberColumns & { distance_km: number | null };

/**
 * The cards of those of `ids` the viewer may still see, checked now: a swipe, block or change
 * since ranking drops them. Distances are measured here, for a page, not for every candidate ranked.
 */
export const eligibleCards = async (pool: pg.Pool, viewer: Viewer, ids: string[]): Promise<Map<string, DiscoveryCard>> => {
  const params = new SqlParams();
  const where = `c.member_id = ANY(${params.add(ids, 'text[]')}) AND ${eligibilitySql(viewer, params)}`;
  const { rows } = await pool.query<DiscoveryCard>(prepared(cardsFromSql(where, `, ${distanceSql(viewer, params)} AS distance_km`), params));
  return new Map(rows.map((row) => [row.id, row]));
};

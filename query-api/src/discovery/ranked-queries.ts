import type pg from 'pg';
import type { PublicMemberColumns } from '../members/member-view.ts';
import { eligibilitySql } from './eligibility.ts';
import { RANK_ORDER_SQL, rankColumnsSql, rankedAfterSql, type RankKey, type RankedCandidate } from './ranking.ts';
import { SqlParams } from './sql-params.ts';
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
    `WITH ranked AS (${ranked})
     SELECT coalesce((SELECT max(last_position) FROM discovery_profiles), '') AS position,
            coalesce((SELECT json_agg(page) FROM (SELECT * FROM ranked ${after ? `WHERE ${rankedAfterSql(after, params)}` : ''}
                                                 ORDER BY ${RANK_ORDER_SQL} LIMIT ${params.add(limit, 'int')}) page), '[]') AS candidates`,
    params.values,
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
    `SELECT ${rankColumnsSql(viewer, params)}, (${eligibilitySql(viewer, params)}) AS eligible, c.last_position AS position
     FROM discovery_profiles c WHERE c.last_position > ${params.add(position, 'text')} ORDER BY c.last_position LIMIT ${params.add(limit, 'int')}`,
    params.values,
  );
  return rows;
};

const CARD_COLUMNS = `c.member_id AS id, d.first_name, d.last_name, c.age, d.location, d.profession, c.heritage, c.ethnic_group, d.bio,
  d.bio_type, d.audio_bio, d.video_bio, c.cultural_values, c.languages, c.diaspora_generation, c.religion_spirituality,
  c.relationship_goals, d.photos, c.is_premium, c.premium_until, c.is_verified, c.current_city, c.current_country, c.home_country, c.created_at`;

/** The public profile columns of `c` joined to its card, for any query over discovery_profiles c. */
export const cardsFromSql = (where: string) => `SELECT ${CARD_COLUMNS} FROM discovery_profiles c JOIN discovery_cards d ON d.member_id = c.member_id WHERE ${where}`;

/** The cards of those of `ids` the viewer may still see, checked now: a swipe, block or change since ranking drops them. */
export const eligibleCards = async (pool: pg.Pool, viewer: Viewer, ids: string[]): Promise<Map<string, PublicMemberColumns>> => {
  const params = new SqlParams();
  const where = `c.member_id = ANY(${params.add(ids, 'text[]')}) AND ${eligibilitySql(viewer, params)}`;
  const { rows } = await pool.query<PublicMemberColumns>(cardsFromSql(where), params.values);
  return new Map(rows.map((row) => [row.id, row]));
};

import type pg from 'pg';
import type { PublicMemberColumns } from '../members/member-view.ts';
import { eligibilitySql } from './eligibility.ts';
import { distanceSql } from './search-area.ts';
import { RANK_ORDER_SQL, rankColumnsSql, rankedAfterSql, type RankKey, type RankedCandidate } from './ranking.ts';
import { SqlParams, prepared } from './sql-params.ts';
import type { Viewer, ViewerVersion } from './viewer.ts';

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
      after ? 'rank_after' : 'rank',
      `WITH ranked AS (${ranked})
       SELECT coalesce((SELECT max(last_position) FROM discovery_profiles), '') AS position,
              coalesce((SELECT json_agg(page) FROM (SELECT * FROM ranked ${after ? `WHERE ${rankedAfterSql(after, params)}` : ''}
                                                   ORDER BY ${RANK_ORDER_SQL} LIMIT ${params.add(limit, 'int')}) page), '[]') AS candidates`,
      params,
    ),
  );
  return rows[0]!;
};

const CARD_COLUMNS = `d.first_name, d.last_name, c.age, d.location, d.profession, c.heritage, c.ethnic_group, d.bio, d.bio_type,
  d.audio_bio, d.video_bio, c.cultural_values, c.languages, c.diaspora_generation, c.religion_spirituality, c.relationship_goals,
  d.photos, c.is_premium, c.premium_until, c.is_verified, c.current_city, c.current_country, c.home_country, c.created_at`;

/** The public profile columns of `c` joined to its card, for any query over discovery_profiles c. */
export const cardsFromSql = (where: string) =>
  `SELECT c.member_id AS id, ${CARD_COLUMNS} FROM discovery_profiles c JOIN discovery_cards d ON d.member_id = c.member_id WHERE ${where}`;

export type DiscoveryCard = PublicMemberColumns & { distance_km: number | null };

/** A candidate as checked for a page: ranked and judged for the viewer now, with the card to show. */
export type CheckedCandidate = RankedCandidate & DiscoveryCard & { eligible: boolean; position: string };

export interface WindowCheck {
  /** Null when the viewer is not in the read model (any more). */
  viewer: ViewerVersion | null;
  /** The window's candidates and those changed after `since` (at most `limit` of these), oldest change first. */
  candidates: CheckedCandidate[];
}

type Json<Row> = { [Column in keyof Row]: Row[Column] extends Date ? string : Row[Column] extends Date | null ? string | null : Row[Column] };

/**
 * One round trip per page of a ranked list: whether the viewer changed since it was ranked, the
 * candidates changed since (new members, edited profiles), and the page's candidates as they are
 * now (a swipe, block or suspension since ranking makes them ineligible). Distances are measured
 * here, for a page, not for every candidate ranked.
 */
export const checkWindow = async (pool: pg.Pool, viewer: Viewer, ids: string[], since: string, limit: number): Promise<WindowCheck> => {
  const params = new SqlParams();
  const { rows } = await pool.query<{ viewer: ViewerVersion | null; candidates: Array<Json<CheckedCandidate>> }>(
    prepared(
      `check_${Math.trunc(limit)}`,
      `SELECT (SELECT json_build_object('profilePosition', p.last_position, 'filtersPosition', f.last_position, 'isPremium', p.is_premium,
                                        'premiumUntil', p.premium_until)
               FROM discovery_profiles p LEFT JOIN discovery_preferences f ON f.member_id = p.member_id
               WHERE p.member_id = ${params.add(viewer.id, 'text')}) AS viewer,
              coalesce((SELECT json_agg(checked ORDER BY checked.position) FROM (
                SELECT ${rankColumnsSql(viewer, params)}, ${CARD_COLUMNS}, ${distanceSql(viewer, params)} AS distance_km,
                       (${eligibilitySql(viewer, params)}) AS eligible, c.last_position AS position
                FROM (SELECT unnest(${params.add(ids, 'text[]')}) AS member_id
                      UNION (SELECT member_id FROM discovery_profiles WHERE last_position > ${params.add(since, 'text')} ORDER BY last_position LIMIT ${Math.trunc(limit)})
                     ) picked
                JOIN discovery_profiles c ON c.member_id = picked.member_id JOIN discovery_cards d ON d.member_id = c.member_id) checked), '[]') AS candidates`,
      params,
    ),
  );
  const { viewer: version, candidates } = rows[0]!;
  return {
    viewer: version,
    candidates: candidates.map((candidate) => ({
      ...candidate,
      created_at: new Date(candidate.created_at),
      premium_until: candidate.premium_until === null ? null : new Date(candidate.premium_until),
    })),
  };
};

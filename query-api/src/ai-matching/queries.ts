import type pg from 'pg';
import { DEFAULT_MATCH_PREFERENCES, type MatchPreferences } from '@sankofa/events';
import type { AiLearnedWeightsRow, AiMatchPreferencesRow, AiTraitsRow } from '@sankofa/projections/ai-matching';
import { noContactBlockBetween } from '../moderation/blocks.ts';

export const preferencesOf = async (pool: pg.Pool, memberId: string): Promise<MatchPreferences> => {
  const row = (await pool.query<AiMatchPreferencesRow>('SELECT * FROM ai_match_preferences WHERE member_id = $1', [memberId])).rows[0];
  if (!row) return DEFAULT_MATCH_PREFERENCES;
  return {
    ageRange: row.age_range,
    distanceRadius: row.distance_radius,
    culturalImportance: row.cultural_importance,
    languageImportance: row.language_importance,
    religionImportance: row.religion_importance,
    educationImportance: row.education_importance,
    lifestyleImportance: row.lifestyle_importance,
    aiOptimization: row.ai_optimization,
    learningMode: row.learning_mode,
  };
};

export const traitsRowOf = async (pool: pg.Pool, memberId: string): Promise<AiTraitsRow | undefined> =>
  (await pool.query<AiTraitsRow>('SELECT * FROM ai_traits WHERE member_id = $1', [memberId])).rows[0];

export const learnedRowOf = async (pool: pg.Pool, memberId: string): Promise<AiLearnedWeightsRow | undefined> =>
  (await pool.query<AiLearnedWeightsRow>('SELECT * FROM ai_learned_weights WHERE member_id = $1', [memberId])).rows[0];

export const optimizedAtOf = async (pool: pg.Pool, memberId: string): Promise<Date | null> =>
  (await pool.query<{ optimized_at: Date }>('SELECT optimized_at FROM ai_optimizations WHERE member_id = $1', [memberId])).rows[0]?.optimized_at ?? null;

export interface CandidateRow extends AiTraitsRow {
  first_name: string;
  last_name: string;
  age: number;
  location: string;
  liked: boolean;
  match_id: string | null;
}

/** How many candidates are scored at most: the nearest-in-age first, so a big city stays cheap. */
const CANDIDATE_LIMIT = 500;

/**
 * Whom the viewer may be recommended: visible members in the age range and, when both have a
 * place they let distances use (their consent), within the radius; never the viewer, a member
 * either one blocked, or one the viewer passed. Liked members stay, so Start Chat works once they match.
 */
const CANDIDATES = `
WITH viewer AS (SELECT latitude, longitude FROM discovery_profiles WHERE member_id = $1 AND shares_precise_location)
SELECT t.*, c.first_name, c.last_name, p.age, c.location,
  COALESCE(s.is_like, false) AS liked,
  (SELECT m.id FROM matches m WHERE m.closed_at IS NULL AND ((m.user_id1 = $1 AND m.user_id2 = p.member_id) OR (m.user_id2 = $1 AND m.user_id1 = p.member_id)) LIMIT 1) AS match_id
FROM discovery_profiles p
JOIN discovery_cards c ON c.member_id = p.member_id
JOIN ai_traits t ON t.member_id = p.member_id
LEFT JOIN discovery_swipes s ON s.swiper_id = $1 AND s.swiped_id = p.member_id
LEFT JOIN viewer v ON true
WHERE p.member_id <> $1
  AND NOT p.is_suspended AND NOT p.is_hidden AND NOT p.is_paused AND NOT p.is_deleted
  AND p.age BETWEEN $2 AND $3
  AND COALESCE(s.is_like, true)
  AND NOT EXISTS (SELECT 1 FROM discovery_blocks b WHERE (b.blocker_id = $1 AND b.blocked_id = p.member_id) OR (b.blocker_id = p.member_id AND b.blocked_id = $1))
  AND ${noContactBlockBetween('$1', 'p.member_id')}
  AND (v.latitude IS NULL OR p.latitude IS NULL OR NOT p.shares_precise_location OR
    6371 * 2 * asin(sqrt(power(sin(radians(p.latitude - v.latitude) / 2), 2) + cos(radians(v.latitude)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - v.longitude) / 2), 2))) <= $4)
ORDER BY abs(p.age - ($2 + $3) / 2), p.member_id
LIMIT ${CANDIDATE_LIMIT}
`;

export const candidatesFor = async (pool: pg.Pool, memberId: string, preferences: MatchPreferences): Promise<CandidateRow[]> => {
  const [ageMin, ageMax] = preferences.ageRange.split(',').map(Number);
  return (await pool.query<CandidateRow>(CANDIDATES, [memberId, ageMin, ageMax, preferences.distanceRadius])).rows;
};

/** The member's likes, matches (open or since closed) and the matches in which they wrote. */
const ACTIVITY = `
SELECT
  (SELECT count(*)::int FROM discovery_swipes WHERE swiper_id = $1 AND is_like) AS likes,
  (SELECT count(*)::int FROM matches WHERE user_id1 = $1 OR user_id2 = $1) AS matches,
  (SELECT count(*)::int FROM matches m WHERE (m.user_id1 = $1 OR m.user_id2 = $1)
     AND EXISTS (SELECT 1 FROM messages g WHERE g.match_id = m.id AND g.sender_id = $1)) AS answered
`;

export const activityOf = async (pool: pg.Pool, memberId: string) =>
  (await pool.query<{ likes: number; matches: number; answered: number }>(ACTIVITY, [memberId])).rows[0] ?? { likes: 0, matches: 0, answered: 0 };

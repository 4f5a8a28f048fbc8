import type { SqlParams } from './sql-params.ts';
import type { Viewer } from './viewer.ts';

/** Where a candidate sits in the viewer's list: boosted first, then (for premium viewers) verified, then compatibility, then id. */
export interface RankKey {
  isBoosted: boolean;
  verifiedFirst: boolean;
  compatibility: number;
  id: string;
}

export type RankedCandidate = RankKey;

const setBits = (mask: string): number => [...BigInt(mask).toString(2)].filter((digit) => digit === '1').length;

/**
 * Cultural compatibility, 0–100: 40 for sharing all of the viewer's cultural values (pro rata),
 * 30 for speaking all of the viewer's languages (pro rata), 15 for the same heritage, 15 for the
 * same relationship goal. Shared values and languages are the set bits of the projector's masks
 * ANDed; integer arithmetic (rounding half up) because this runs for every candidate ranked.
 */
const compatibilitySql = ({ profile }: Viewer, params: SqlParams): string => {
  const values = Math.max(1, setBits(profile.values_bits));
  const languages = Math.max(1, setBits(profile.language_bits));
  const shared = (column: string, mask: string) => `bit_count(int8send(c.${column} & ${params.add(mask, 'int8')}))::int`;
  const proRata = `(40 * ${shared('values_bits', profile.values_bits)} * ${params.add(languages, 'int')}
    + 30 * ${shared('language_bits', profile.language_bits)} * ${params.add(values, 'int')} + ${params.add(Math.floor((values * languages) / 2), 'int')})
    / ${params.add(values * languages, 'int')}`;
  const same = (column: string, value: string | null) => `CASE WHEN c.${column} = ${params.add(value, 'text')} THEN 15 ELSE 0 END`;
  return `(${proRata} + ${same('heritage', profile.heritage)} + ${same('relationship_goals', profile.relationship_goals)})`;
};

/** The columns a ranked row carries, over the candidate `c`. */
export const rankColumnsSql = (viewer: Viewer, params: SqlParams): string => `
  c.member_id AS id,
  coalesce(c.boosted_until > now(), false) AS "isBoosted",
  (c.is_verified AND ${params.add(viewer.isPremium, 'boolean')}) AS "verifiedFirst",
  ${compatibilitySql(viewer, params)} AS compatibility`;

export const RANK_ORDER_SQL = '"isBoosted" DESC, "verifiedFirst" DESC, compatibility DESC, id';

/** Rows of `ranked` that come after `key` in RANK_ORDER_SQL. */
export const rankedAfterSql = (key: RankKey, params: SqlParams): string => {
  const descending = `(${params.add(key.isBoosted, 'boolean')}, ${params.add(key.verifiedFirst, 'boolean')}, ${params.add(key.compatibility, 'int')})`;
  return `(("isBoosted", "verifiedFirst", compatibility) < ${descending} OR (("isBoosted", "verifiedFirst", compatibility) = ${descending} AND id > ${params.add(key.id, 'text')}))`;
};

/** Negative when `a` comes before `b` in the viewer's list (ids compare byte by byte, as COLLATE "C" does). */
export const compareRank = (a: RankKey, b: RankKey): number =>
  Number(b.isBoosted) - Number(a.isBoosted) ||
  Number(b.verifiedFirst) - Number(a.verifiedFirst) ||
  b.compatibility - a.compatibility ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

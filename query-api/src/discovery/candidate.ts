import type { DiscoveryProfileRow } from '@sankofa/projections/discovery';
import { coarseOrNull } from '@sankofa/server-kit';
import { bitMaskOf, type BitMask } from './bit-mask.ts';

/** A discovery_profiles row as the rules read it, for viewers and candidates alike. */
export interface Candidate {
  id: string;
  /** The read model's position of the row's latest change: every projected change moves it forward. */
  position: string;
  age: number;
  heritage: string;
  ethnicGroup: string | null;
  languages: readonly string[];
  diasporaGeneration: string | null;
  culturalValues: readonly string[];
  religion: string | null;
  relationshipGoals: string | null;
  latitude: number | null;
  longitude: number | null;
  cityKey: string | null;
  countryKey: string | null;
  homeCountryKey: string | null;
  valueBits: BitMask;
  languageBits: BitMask;
  isVerified: boolean;
  isSuspended: boolean;
  /** Epoch milliseconds. */
  boostedUntil: number | null;
}

type RuleColumns =
  | 'member_id' | 'last_position' | 'age' | 'heritage' | 'ethnic_group' | 'languages' | 'diaspora_generation' | 'cultural_values'
  | 'religion_spirituality' | 'relationship_goals' | 'latitude' | 'longitude' | 'city_key' | 'country_key' | 'home_country_key'
  | 'values_bits' | 'language_bits' | 'is_verified' | 'is_suspended';

/** The row as JSON: timestamps as text, masks as decimal text. */
export type CandidateRow = Pick<DiscoveryProfileRow, RuleColumns> & { boosted_until: string | null };

/**
 * The columns of `CandidateRow`, for a SELECT over discovery_profiles. A member hidden by her Privacy
 * Settings, paused or deleted is shown to nobody, as a suspended one is: the rules read all four as `isSuspended`.
 * Without her consent her ethnic group and religion, or her coordinates, are read as never given,
 * for her as a viewer and as a candidate: no rule, score or distance can use them.
 */
export const CANDIDATE_COLUMNS = `member_id, last_position, age, heritage,
  CASE WHEN shares_ethnicity_religion THEN ethnic_group END AS ethnic_group, languages, diaspora_generation, cultural_values,
  CASE WHEN shares_ethnicity_religion THEN religion_spirituality END AS religion_spirituality, relationship_goals,
  CASE WHEN shares_precise_location THEN latitude END AS latitude, CASE WHEN shares_precise_location THEN longitude END AS longitude,
  city_key, country_key, home_country_key,
  values_bits::text AS values_bits, language_bits::text AS language_bits, is_verified, (is_suspended OR is_hidden OR is_paused OR is_deleted) AS is_suspended, boosted_until`;

/**
 * Coordinates are made coarse here too, though the projector writes them so: a process that
 * loaded its index before the read model was rebuilt with coarse points keeps serving those rows
 * (their positions do not change), and must still never measure from an exact point.
 */
export const candidateOf = (row: CandidateRow): Candidate => ({
  id: row.member_id,
  position: row.last_position,
  age: row.age,
  heritage: row.heritage,
  ethnicGroup: row.ethnic_group,
  languages: row.languages,
  diasporaGeneration: row.diaspora_generation,
  culturalValues: row.cultural_values,
  religion: row.religion_spirituality,
  relationshipGoals: row.relationship_goals,
  ...coarseOrNull({ latitude: row.latitude, longitude: row.longitude }),
  cityKey: row.city_key,
  countryKey: row.country_key,
  homeCountryKey: row.home_country_key,
  valueBits: bitMaskOf(row.values_bits),
  languageBits: bitMaskOf(row.language_bits),
  isVerified: row.is_verified,
  isSuspended: row.is_suspended,
  boostedUntil: row.boosted_until === null ? null : Date.parse(row.boosted_until),
});

import { bitCount, bitCount32, type BitMask } from './bit-mask.ts';
import type { CandidateTable } from './candidate-table.ts';
import type { TermIds } from './terms.ts';
import type { Viewer } from './viewer.ts';

/** Where a candidate sits in the viewer's list: boosted first, then (for premium viewers) verified, then compatibility, then id. */
export interface RankKey {
  isBoosted: boolean;
  verifiedFirst: boolean;
  compatibility: number;
  id: string;
}

/** A candidate in a viewer's list: its key, and its slot in the candidate index. */
export type RankedCandidate = RankKey & { slot: number };

const BOOSTED = 256;
const VERIFIED_FIRST = 128;

/** A key's place before its id, in one number (compatibility is 0–100): the larger comes first. */
export const scoreOf = ({ isBoosted, verifiedFirst, compatibility }: RankKey): number =>
  Number(isBoosted) * BOOSTED + Number(verifiedFirst) * VERIFIED_FIRST + compatibility;

/** The candidate in `slot`, ranked with `score`. */
export const rankedOf = (score: number, table: CandidateTable, slot: number): RankedCandidate => ({
  isBoosted: score >= BOOSTED,
  verifiedFirst: score % BOOSTED >= VERIFIED_FIRST,
  compatibility: score % VERIFIED_FIRST,
  id: table.ids[slot]!,
  slot,
});

/** Negative when `a` comes before `b` in the viewer's list (ids compare byte by byte, as PostgreSQL's COLLATE "C" does). */
export const compareRank = (a: RankKey, b: RankKey): number => scoreOf(b) - scoreOf(a) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** What scoring candidates for one viewer needs of them, worked out once per ranking. */
export interface Scorer {
  values: BitMask;
  languages: BitMask;
  /** How many values and languages the viewer has, at least 1 each. */
  valueCount: number;
  languageCount: number;
  heritage: number;
  /** A term id; none when the viewer has no relationship goal, which then matches nobody's. */
  relationshipGoal: number | null;
  verifiedFirst: boolean;
}

export const scorerOf = (viewer: Viewer, terms: TermIds): Scorer => ({
  values: viewer.profile.valueBits,
  languages: viewer.profile.languageBits,
  valueCount: Math.max(1, bitCount(viewer.profile.valueBits)),
  languageCount: Math.max(1, bitCount(viewer.profile.languageBits)),
  heritage: terms.idOf(viewer.profile.heritage),
  relationshipGoal: viewer.profile.relationshipGoals === null ? null : terms.idOf(viewer.profile.relationshipGoals),
  verifiedFirst: viewer.isPremium,
});

/**
 * Cultural compatibility, 0–100: 40 for sharing all of the viewer's cultural values (pro rata),
 * 30 for speaking all of the viewer's languages (pro rata), 15 for the same heritage, 15 for the
 * same relationship goal. Shared values and languages are the set bits of the projector's masks
 * ANDed (a term past a kind's 63 bits has none and never counts). The pro rata part is one
 * fraction over values × languages, rounded half up in integers.
 */
const compatibilityAt = (scorer: Scorer, table: CandidateTable, slot: number): number => {
  const sharedValues = bitCount32(table.valueBitsLow[slot]! & scorer.values.low) + bitCount32(table.valueBitsHigh[slot]! & scorer.values.high);
  const sharedLanguages =
    bitCount32(table.languageBitsLow[slot]! & scorer.languages.low) + bitCount32(table.languageBitsHigh[slot]! & scorer.languages.high);
  const whole = scorer.valueCount * scorer.languageCount;
  const proRata = Math.floor((40 * sharedValues * scorer.languageCount + 30 * sharedLanguages * scorer.valueCount + Math.floor(whole / 2)) / whole);
  const sameHeritage = table.heritage[slot] === scorer.heritage ? 15 : 0;
  const sameGoal = table.relationshipGoals[slot] === scorer.relationshipGoal ? 15 : 0;
  return proRata + sameHeritage + sameGoal;
};

/**
 * The score (see `scoreOf`) of the candidate in `slot` at `now` (epoch milliseconds). A boost
 * lasts until its end, without waiting for an event to say it ended.
 */
export const scoreAt = (scorer: Scorer, table: CandidateTable, slot: number, now: number): number =>
  (table.boostedUntil[slot]! > now ? BOOSTED : 0) + (scorer.verifiedFirst && table.isVerified[slot] === 1 ? VERIFIED_FIRST : 0) + compatibilityAt(scorer, table, slot);

export const rankedAt = (scorer: Scorer, table: CandidateTable, slot: number, now: number): RankedCandidate =>
  rankedOf(scoreAt(scorer, table, slot, now), table, slot);

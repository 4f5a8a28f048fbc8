import type { CandidateIndex } from './candidate-index.ts';
import { isEligible } from './eligibility.ts';
import type { Search } from './ranker.ts';
import { compareRank, rankedAt, type RankKey, type RankedCandidate } from './ranking.ts';

/** A stretch of one viewer's ranked list: the candidates after `after` up to `end` (null: to the end), as of `position`. */
export interface Segment {
  search: Search;
  expiresAt: number;
  after: RankKey | null;
  end: RankKey | null;
  candidates: RankedCandidate[];
  position: string;
}

/** Whether `key` falls in the segment's stretch of the list. */
const within = (segment: Segment, key: RankKey) =>
  (segment.after === null || compareRank(key, segment.after) > 0) && (segment.end === null || compareRank(key, segment.end) <= 0);

/** Whether the segment serves a page after `cursor`: it starts at or before it. */
export const covers = (segment: Segment, cursor: RankKey | null) => segment.after === null || (cursor !== null && compareRank(cursor, segment.after) >= 0);

/** Where the candidates after `after` start in the segment (its length when none are). */
export const indexAfter = (segment: Segment, after: RankKey | null) => {
  const index = after ? segment.candidates.findIndex((candidate) => compareRank(candidate, after) > 0) : 0;
  return index < 0 ? segment.candidates.length : index;
};

/** A chunk ranked short of `chunk` reaches the end of the list. */
export const endOf = (candidates: RankedCandidate[], chunk: number) => (candidates.length < chunk ? null : candidates.at(-1)!);

/** Whether the viewer may see the member in `slot` as the index holds them now, `hidden` being the slots hidden from them. */
export const eligibleIn =
  (index: CandidateIndex, { criteria }: Search, hidden: ReadonlySet<number>) =>
  (slot: number): boolean =>
    isEligible(criteria, hidden, index.table, slot);

/**
 * Changed candidates (by slot) leave their old place and come back where they rank now, if the
 * viewer may still see them (`mayJoin`); the segment is then current as of `position`, the last
 * change read.
 */
export const patch = (index: CandidateIndex, segment: Segment, changed: number[], position: string, mayJoin: (slot: number) => boolean, now: number): Segment => {
  if (changed.length === 0) return segment;
  const ids = new Set(changed.map((slot) => index.table.ids[slot]));
  const kept = segment.candidates.filter((candidate) => !ids.has(candidate.id));
  const added = changed.filter(mayJoin).map((slot) => rankedAt(segment.search.scorer, index.table, slot, now)).filter((key) => within(segment, key));
  return { ...segment, candidates: [...kept, ...added].sort(compareRank), position };
};


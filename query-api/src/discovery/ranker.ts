import type { CandidateIndex } from './candidate-index.ts';
import type { CandidateTable } from './candidate-table.ts';
import { criteriaOf, hiddenFrom, isEligible, type Criteria, type Relations } from './eligibility.ts';
import { firstInOrder } from './first-in-order.ts';
import { compareRank, rankKeyOf, scoreAt, scoreOf, scorerOf, type RankKey, type RankedCandidate, type Scorer } from './ranking.ts';
import type { Viewer } from './viewer.ts';

/** One viewer's search as the index's rules read it: their filters, their scorer, and the slots hidden from them. */
export interface Search {
  viewer: Viewer;
  criteria: Criteria;
  scorer: Scorer;
  hidden: ReadonlySet<number>;
}

export const searchOf = (index: CandidateIndex, viewer: Viewer, relations: Relations): Search => ({
  viewer,
  criteria: criteriaOf(viewer, index.vocabulary),
  scorer: scorerOf(viewer, index.vocabulary.ids),
  hidden: index.slotsOf(hiddenFrom(viewer, relations)),
});

/**
 * The viewer's list from just after `after` (from the top when null) at `now` (epoch
 * milliseconds): every eligible candidate scored, the first `limit` kept, in order. A candidate
 * whose score alone puts it before `after` or after the last one kept costs no key.
 */
export const rankAfter = (table: CandidateTable, search: Search, after: RankKey | null, limit: number, now: number): RankedCandidate[] => {
  const { criteria, scorer, hidden } = search;
  const first = firstInOrder(limit, compareRank);
  const afterScore = after === null ? Infinity : scoreOf(after);
  for (let slot = 0; slot < table.ids.length; slot++) {
    if (!isEligible(criteria, hidden, table, slot)) continue;
    const score = scoreAt(scorer, table, slot, now);
    const last = first.last();
    if (score > afterScore || (last !== undefined && score < scoreOf(last))) continue;
    const key = rankKeyOf(score, table.ids[slot]!);
    if (after === null || compareRank(key, after) > 0) first.offer(key);
  }
  return first.sorted();
};

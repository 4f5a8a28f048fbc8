import type { TermDictionary } from '@sankofa/projections/discovery';
import type { CandidateIndex } from './candidate-index.ts';
import type { CandidateTable } from './candidate-table.ts';
import { criteriaOf, hiddenFrom, isEligible, type Criteria, type Relations } from './eligibility.ts';
import { firstInOrder } from './first-in-order.ts';
import { compareRank, rankedOf, scoreAt, scoreOf, scorerOf, type RankKey, type RankedCandidate, type Scorer } from './ranking.ts';
import type { Viewer } from './viewer.ts';

/** One viewer's search as the index's rules read it: their filters, their scorer, and the slots hidden from them. */
export interface Search {
  viewer: Viewer;
  criteria: Criteria;
  scorer: Scorer;
  hidden: ReadonlySet<number>;
}

/** `terms`: the projector's bits of list terms, as read with the viewer. */
export const searchOf = (index: CandidateIndex, viewer: Viewer, relations: Relations, terms: TermDictionary): Search => ({
  viewer,
  criteria: criteriaOf(viewer, index.termIds, terms),
  scorer: scorerOf(viewer, index.termIds),
  hidden: index.slotsOf(hiddenFrom(viewer, relations)),
});

/** Whether the candidate in `slot`, scoring `score`, comes after `key` in the viewer's list (as compareRank orders them); its id is read only on a tie. */
const comesAfter = (score: number, table: CandidateTable, slot: number, key: RankKey): boolean => {
  const keyScore = scoreOf(key);
  return score < keyScore || (score === keyScore && table.ids[slot]! > key.id);
};

/**
 * The viewer's list from just after `after` (from the top when null) at `now` (epoch
 * milliseconds): every eligible candidate scored, the first `limit` kept, in order. A narrow
 * search visits only the candidates of its area and ages (see candidate-areas.ts), a wide one
 * reads every candidate in order. Only a candidate that will be kept costs a key: most are ruled
 * out by their score alone.
 */
export const rankAfter = (index: CandidateIndex, search: Search, after: RankKey | null, limit: number, now: number): RankedCandidate[] => {
  const { criteria, scorer, hidden } = search;
  const { table } = index;
  const first = firstInOrder<RankedCandidate>(limit, compareRank);
  let last: RankedCandidate | undefined;
  const consider = (slot: number) => {
    if (!isEligible(criteria, hidden, table, slot)) return;
    const score = scoreAt(scorer, table, slot, now);
    if ((after !== null && !comesAfter(score, table, slot, after)) || (last !== undefined && comesAfter(score, table, slot, last))) return;
    first.offer(rankedOf(score, table, slot));
    last = first.last();
  };
  const inArea = index.areas.slotsIn(criteria.area, criteria.ageMin, criteria.ageMax, table.ids.length);
  if (inArea) for (let at = 0; at < inArea.count; at++) consider(inArea.slots[at]!);
  else for (let slot = 0; slot < table.ids.length; slot++) consider(slot);
  return first.sorted();
};

import type { TermDictionary } from '@sankofa/projections/discovery';
import { languagesWithoutBitsAt, valuesWithoutBitsAt, type CandidateTable } from './candidate-table.ts';
import { isInSearchArea, searchAreaOf, type SearchArea } from './search-area.ts';
import { holdsAny, isChosen, listChoiceOf, type ListChoice, type TermChoice, type TermIds } from './terms.ts';
import type { Viewer } from './viewer.ts';

/** A filter on one term per candidate: the viewer's choice, or null when they chose nothing (which filters nothing). */
type TermFilter = TermChoice | null;

/** A filter on a candidate's list (languages, cultural values): the viewer's choice, or null when they chose nothing. */
type ListFilter = ListChoice | null;

/** One viewer's filters, worked out once per ranking: lookups by term id where candidates hold one term, the projector's bits where they hold lists. */
export interface Criteria {
  ageMin: number;
  ageMax: number;
  heritages: TermFilter;
  ethnicGroups: TermFilter;
  diasporaGenerations: TermFilter;
  religions: TermFilter;
  relationshipGoals: TermFilter;
  languages: ListFilter;
  culturalValues: ListFilter;
  /** Null without deal breakers; `terms` looks up religions and relationship goals, `values` cultural values. */
  dealBreakers: { terms: TermChoice; values: ListChoice } | null;
  area: SearchArea;
}

const termFilter = (chosen: readonly string[], ids: TermIds): TermFilter => (chosen.length === 0 ? null : ids.choiceOf(chosen));

const listFilter = (chosen: readonly string[], bits: ReadonlyMap<string, number>): ListFilter => (chosen.length === 0 ? null : listChoiceOf(bits, chosen));

/** `ids` gives single terms their ids, `terms` is the projector's dictionary of list terms' bits. */
export const criteriaOf = (viewer: Viewer, ids: TermIds, terms: TermDictionary): Criteria => {
  const { filters } = viewer;
  return {
    ageMin: filters.age_min,
    ageMax: filters.age_max,
    heritages: termFilter(filters.preferred_heritages, ids),
    ethnicGroups: termFilter(filters.preferred_ethnic_groups, ids),
    diasporaGenerations: termFilter(filters.preferred_diaspora_generations, ids),
    religions: termFilter(filters.preferred_religions, ids),
    relationshipGoals: termFilter(filters.preferred_relationship_goals, ids),
    languages: listFilter(filters.preferred_languages, terms.language),
    culturalValues: listFilter(filters.preferred_cultural_values, terms.value),
    dealBreakers:
      filters.deal_breakers.length === 0 ? null : { terms: ids.choiceOf(filters.deal_breakers), values: listChoiceOf(terms.value, filters.deal_breakers) },
    area: searchAreaOf(viewer, ids),
  };
};

/**
 * A candidate's term passes when nothing was chosen or it is one of the chosen (a null term is
 * none of them); a list passes when nothing was chosen or it holds any one of the chosen terms.
 * A field is read only for a filter the viewer set: each read may cost a trip to memory.
 */
const matchesFilters = ({ heritages, ethnicGroups, diasporaGenerations, religions, relationshipGoals, languages, culturalValues }: Criteria, table: CandidateTable, slot: number) =>
  (heritages === null || isChosen(heritages, table.heritage[slot]!)) &&
  (ethnicGroups === null || isChosen(ethnicGroups, table.ethnicGroup[slot]!)) &&
  (diasporaGenerations === null || isChosen(diasporaGenerations, table.diasporaGeneration[slot]!)) &&
  (religions === null || isChosen(religions, table.religion[slot]!)) &&
  (relationshipGoals === null || isChosen(relationshipGoals, table.relationshipGoals[slot]!)) &&
  (languages === null || holdsAny(languages, table.languageBitsLow[slot]!, table.languageBitsHigh[slot]!, languagesWithoutBitsAt(table, slot), table.languages[slot]!)) &&
  (culturalValues === null || holdsAny(culturalValues, table.valueBitsLow[slot]!, table.valueBitsHigh[slot]!, valuesWithoutBitsAt(table, slot), table.culturalValues[slot]!));

/** A candidate holding any deal breaker among their cultural values, religion or relationship goal is out. */
const holdsDealBreaker = ({ dealBreakers }: Criteria, table: CandidateTable, slot: number) =>
  dealBreakers !== null &&
  (isChosen(dealBreakers.terms, table.religion[slot]!) ||
    isChosen(dealBreakers.terms, table.relationshipGoals[slot]!) ||
    holdsAny(dealBreakers.values, table.valueBitsLow[slot]!, table.valueBitsHigh[slot]!, valuesWithoutBitsAt(table, slot), table.culturalValues[slot]!));

/** Who the viewer is to other members, whatever their profiles: whom they swiped or blocked, and who blocked them. */
export interface Relations {
  /** The viewer's latest swipe on each member swiped. */
  swipes: ReadonlyArray<readonly [id: string, isLike: boolean]>;
  /** Blocked by the viewer, or blocking them. */
  blocked: readonly string[];
}

/**
 * Members never shown to the viewer, whatever their profile: the viewer themselves, those they
 * liked, those they passed unless the viewer is premium (premium members may see again the
 * profiles they passed), and those blocked either way (a block hides both from each other).
 */
export const hiddenFrom = (viewer: Viewer, { swipes, blocked }: Relations): string[] => [
  viewer.id,
  ...swipes.filter(([, isLike]) => isLike || !viewer.isPremium).map(([id]) => id),
  ...blocked,
];

/**
 * Everything that decides whether the candidate in `slot` may be shown to the viewer, `hidden`
 * being the slots of `hiddenFrom`. The cheap tests come first: most of the read model fails the
 * age range or the search area.
 */
export const isEligible = (criteria: Criteria, hidden: ReadonlySet<number>, table: CandidateTable, slot: number): boolean => {
  const age = table.age[slot]!;
  return (
    age >= criteria.ageMin &&
    age <= criteria.ageMax &&
    table.isSuspended[slot] === 0 &&
    isInSearchArea(criteria.area, table, slot) &&
    matchesFilters(criteria, table, slot) &&
    !holdsDealBreaker(criteria, table, slot) &&
    !hidden.has(slot)
  );
};

import type pg from 'pg';
import type { EventOf, MemberRegistered, ProfileUpdated, SensitiveDataConsentSaved, SwipeRecorded } from '@sankofa/events';
import { DIMENSIONS, similaritiesOf, type Similarities } from './compatibility.ts';
import type { AiLearnedWeightsRow, AiTraitsRow } from './tables.ts';
import { traitsOf } from './traits.ts';

/** The events a run folds in memory; optimisations and priorities are applied between runs. */
export interface FoldableEvent {
  event: EventOf<typeof MemberRegistered | typeof ProfileUpdated | typeof SensitiveDataConsentSaved | typeof SwipeRecorded>;
  position: string;
}

type Sums = Omit<AiLearnedWeightsRow, 'last_position'> & { last_position: string | null };

interface Fold {
  traits: Map<string, AiTraitsRow | undefined>;
  changedTraits: Set<string>;
  sums: Map<string, Sums>;
  changedSums: Set<string>;
  /** The latest swipe of each swiper on each member, by `swiper\0swiped`. */
  swipes: Map<string, { swiperId: string; swipedId: string; isLike: boolean; position: string }>;
}

export const asArray = (similarities: Similarities) => DIMENSIONS.map((dimension) => similarities[dimension]);

/** A nullable field left out of the changes keeps its value; one sent as null is cleared. */
const pick = <T>(changed: T | null | undefined, current: T | null): T | null => (changed === undefined ? current : changed);

const registeredTraits = ({ data }: EventOf<typeof MemberRegistered>): AiTraitsRow => ({
  member_id: data.memberId,
  heritage: data.heritage,
  ethnic_group: data.ethnicGroup ?? null,
  home_country: data.homeCountry ?? null,
  languages: data.languages,
  religion: data.religionSpirituality ?? null,
  profession: data.profession,
  cultural_values: data.culturalValues,
  relationship_goals: data.relationshipGoals ?? null,
  diaspora_generation: data.diasporaGeneration ?? null,
  shares_ethnicity_religion: false,
});

const updatedTraits = (row: AiTraitsRow, { changes }: EventOf<typeof ProfileUpdated>['data']): AiTraitsRow => ({
  member_id: row.member_id,
  heritage: changes.heritage ?? row.heritage,
  ethnic_group: pick(changes.ethnicGroup, row.ethnic_group),
  home_country: pick(changes.homeCountry, row.home_country),
  languages: changes.languages ?? row.languages,
  religion: pick(changes.religionSpirituality, row.religion),
  profession: changes.profession ?? row.profession,
  cultural_values: changes.culturalValues ?? row.cultural_values,
  relationship_goals: pick(changes.relationshipGoals, row.relationship_goals),
  diaspora_generation: pick(changes.diasporaGeneration, row.diaspora_generation),
  shares_ethnicity_religion: row.shares_ethnicity_religion,
});

const membersOf = (run: readonly FoldableEvent[]) =>
  [...new Set(run.flatMap(({ event }) => (event.type === 'SwipeRecorded' ? [event.data.swiperId, event.data.swipedId] : [event.data.memberId])))];

const loadFold = async (tx: pg.PoolClient, run: readonly FoldableEvent[]): Promise<Fold> => {
  const members = membersOf(run);
  const swipers = [...new Set(run.flatMap(({ event }) => (event.type === 'SwipeRecorded' ? [event.data.swiperId] : [])))];
  const [traits, sums] = await Promise.all([
    tx.query<AiTraitsRow>('SELECT t.* FROM ai_traits t JOIN (SELECT DISTINCT unnest($1::text[]) COLLATE "C" AS member_id) AS wanted USING (member_id)', [members]),
    tx.query<AiLearnedWeightsRow>('SELECT w.* FROM ai_learned_weights w JOIN (SELECT DISTINCT unnest($1::text[]) COLLATE "C" AS member_id) AS wanted USING (member_id)', [swipers]),
  ]);
  return {
    traits: new Map(traits.rows.map((row) => [row.member_id, row])),
    changedTraits: new Set(),
    sums: new Map(sums.rows.map((row) => [row.member_id, row])),
    changedSums: new Set(),
    swipes: new Map(),
  };
};

const noSums = (memberId: string): Sums => ({ member_id: memberId, likes: 0, passes: 0, like_sums: DIMENSIONS.map(() => 0), pass_sums: DIMENSIONS.map(() => 0), last_position: null });

/**
 * The learning model takes one step per swipe: the swiped member's similarity to the swiper is added
 * to the swiper's like or pass sums. A swipe at or before the sums' position was already counted.
 */
const stepSums = (fold: Fold, { data }: EventOf<typeof SwipeRecorded>, position: string) => {
  const swiper = fold.traits.get(data.swiperId);
  const target = fold.traits.get(data.swipedId);
  if (!swiper || !target) return;
  const sums = fold.sums.get(data.swiperId) ?? noSums(data.swiperId);
  if (sums.last_position !== null && sums.last_position >= position) return;
  const step = asArray(similaritiesOf(traitsOf(swiper), traitsOf(target)));
  const into = data.isLike ? sums.like_sums : sums.pass_sums;
  step.forEach((value, index) => (into[index] = into[index]! + value));
  fold.sums.set(data.swiperId, { ...sums, likes: sums.likes + (data.isLike ? 1 : 0), passes: sums.passes + (data.isLike ? 0 : 1), last_position: position });
  fold.changedSums.add(data.swiperId);
};

const foldEvent = (fold: Fold, { event, position }: FoldableEvent) => {
  if (event.type === 'MemberRegistered') {
    fold.traits.set(event.data.memberId, registeredTraits(event));
    fold.changedTraits.add(event.data.memberId);
  } else if (event.type === 'ProfileUpdated' || event.type === 'SensitiveDataConsentSaved') {
    const row = fold.traits.get(event.data.memberId);
    if (!row) return;
    const traits = event.type === 'ProfileUpdated' ? updatedTraits(row, event.data) : { ...row, shares_ethnicity_religion: event.data.ethnicityAndReligion };
    fold.traits.set(event.data.memberId, traits);
    fold.changedTraits.add(event.data.memberId);
  } else {
    fold.swipes.set(`${event.data.swiperId}\0${event.data.swipedId}`, { ...event.data, position });
    stepSums(fold, event, position);
  }
};

const TRAIT_COLUMNS = `member_id text, heritage text, ethnic_group text, home_country text, languages text[], religion text, profession text,
  cultural_values text[], relationship_goals text, diaspora_generation text, shares_ethnicity_religion boolean`;

/** Each table once, the three sent together: none waits for another's reply. */
const writeFold = async (tx: pg.PoolClient, fold: Fold) => {
  const traits = [...fold.changedTraits].map((memberId) => fold.traits.get(memberId));
  const sums = [...fold.changedSums].map((memberId) => fold.sums.get(memberId));
  const swipes = [...fold.swipes.values()];
  const writes: Promise<unknown>[] = [];
  if (traits.length > 0) {
    writes.push(tx.query(
      `INSERT INTO ai_traits SELECT * FROM json_to_recordset($1::json) AS r(${TRAIT_COLUMNS})
       ON CONFLICT (member_id) DO UPDATE SET heritage = EXCLUDED.heritage, ethnic_group = EXCLUDED.ethnic_group, home_country = EXCLUDED.home_country,
         languages = EXCLUDED.languages, religion = EXCLUDED.religion, profession = EXCLUDED.profession, cultural_values = EXCLUDED.cultural_values,
         relationship_goals = EXCLUDED.relationship_goals, diaspora_generation = EXCLUDED.diaspora_generation,
         shares_ethnicity_religion = EXCLUDED.shares_ethnicity_religion`,
      [JSON.stringify(traits)],
    ));
  }
  if (swipes.length > 0) {
    writes.push(tx.query(
      `INSERT INTO ai_swipes (swiper_id, swiped_id, is_like, last_position) SELECT * FROM unnest($1::text[], $2::text[], $3::boolean[], $4::text[])
       ON CONFLICT (swiper_id, swiped_id) DO UPDATE SET is_like = EXCLUDED.is_like, last_position = EXCLUDED.last_position
       WHERE ai_swipes.last_position < EXCLUDED.last_position`,
      [swipes.map((swipe) => swipe.swiperId), swipes.map((swipe) => swipe.swipedId), swipes.map((swipe) => swipe.isLike), swipes.map((swipe) => swipe.position)],
    ));
  }
  if (sums.length > 0) {
    // Whole rows: the fold started from the stored sums and added each step in log order.
    writes.push(tx.query(
      `INSERT INTO ai_learned_weights (member_id, likes, passes, like_sums, pass_sums, last_position)
       SELECT * FROM json_to_recordset($1::json) AS r(member_id text, likes integer, passes integer, like_sums float8[], pass_sums float8[], last_position text)
       ON CONFLICT (member_id) DO UPDATE SET likes = EXCLUDED.likes, passes = EXCLUDED.passes, like_sums = EXCLUDED.like_sums, pass_sums = EXCLUDED.pass_sums,
         last_position = EXCLUDED.last_position`,
      [JSON.stringify(sums)],
    ));
  }
  await Promise.all(writes);
};

/** Applies a run of registrations, profile edits and swipes: reads what it touches once, writes each table once. */
export const foldRun = async (tx: pg.PoolClient, run: readonly FoldableEvent[]): Promise<void> => {
  if (run.length === 0) return;
  const fold = await loadFold(tx, run);
  for (const event of run) foldEvent(fold, event);
  await writeFold(tx, fold);
};

import type pg from 'pg';
import {
  MatchOptimizationRequested,
  MatchPreferencesSaved,
  MemberRegistered,
  ProfileUpdated,
  SwipeRecorded,
  catalog,
  type EventOf,
  type RecordedEvent,
} from '@sankofa/events';
import type { Projector } from '../projector.ts';
import { DIMENSIONS, similaritiesOf, type Similarities, type Traits } from './compatibility.ts';
import { INIT, type AiTraitsRow } from './tables.ts';

type Handled = EventOf<typeof MemberRegistered | typeof ProfileUpdated | typeof MatchPreferencesSaved | typeof MatchOptimizationRequested | typeof SwipeRecorded>;

const traitsOf = (row: AiTraitsRow): Traits => ({
  heritage: row.heritage,
  ethnicGroup: row.ethnic_group,
  homeCountry: row.home_country,
  languages: row.languages,
  religion: row.religion,
  profession: row.profession,
  culturalValues: row.cultural_values,
  relationshipGoals: row.relationship_goals,
  diasporaGeneration: row.diaspora_generation,
});

const UPSERT_TRAITS = `
INSERT INTO ai_traits (member_id, heritage, ethnic_group, home_country, languages, religion, profession, cultural_values, relationship_goals, diaspora_generation)
VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
ON CONFLICT (member_id) DO UPDATE SET heritage = EXCLUDED.heritage, ethnic_group = EXCLUDED.ethnic_group, home_country = EXCLUDED.home_country,
  languages = EXCLUDED.languages, religion = EXCLUDED.religion, profession = EXCLUDED.profession, cultural_values = EXCLUDED.cultural_values,
  relationship_goals = EXCLUDED.relationship_goals, diaspora_generation = EXCLUDED.diaspora_generation
`;

const registered = async (tx: pg.PoolClient, { data }: EventOf<typeof MemberRegistered>) => {
  await tx.query(UPSERT_TRAITS, [data.memberId, data.heritage, data.ethnicGroup, data.homeCountry, data.languages, data.religionSpirituality, data.profession,
    data.culturalValues, data.relationshipGoals, data.diasporaGeneration]);
};

const profileUpdated = async (tx: pg.PoolClient, { data }: EventOf<typeof ProfileUpdated>) => {
  const row = await readTraits(tx, data.memberId);
  if (!row) return;
  const { changes } = data;
  await tx.query(UPSERT_TRAITS, [data.memberId, changes.heritage ?? row.heritage, pick(changes.ethnicGroup, row.ethnic_group), pick(changes.homeCountry, row.home_country),
    changes.languages ?? row.languages, pick(changes.religionSpirituality, row.religion), changes.profession ?? row.profession,
    changes.culturalValues ?? row.cultural_values, pick(changes.relationshipGoals, row.relationship_goals), pick(changes.diasporaGeneration, row.diaspora_generation)]);
};

/** A nullable field left out of the changes keeps its value; one sent as null is cleared. */
const pick = <T>(changed: T | null | undefined, current: T | null): T | null => (changed === undefined ? current : changed);

const readTraits = async (tx: pg.PoolClient, memberId: string): Promise<AiTraitsRow | undefined> =>
  (await tx.query<AiTraitsRow>('SELECT * FROM ai_traits WHERE member_id = $1', [memberId])).rows[0];

const preferencesSaved = async (tx: pg.PoolClient, { data, metadata }: EventOf<typeof MatchPreferencesSaved>) => {
  await tx.query(
    `INSERT INTO ai_match_preferences (member_id, age_range, distance_radius, cultural_importance, language_importance, religion_importance,
       education_importance, lifestyle_importance, ai_optimization, learning_mode, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (member_id) DO UPDATE SET age_range = EXCLUDED.age_range, distance_radius = EXCLUDED.distance_radius,
       cultural_importance = EXCLUDED.cultural_importance, language_importance = EXCLUDED.language_importance,
       religion_importance = EXCLUDED.religion_importance, education_importance = EXCLUDED.education_importance,
       lifestyle_importance = EXCLUDED.lifestyle_importance, ai_optimization = EXCLUDED.ai_optimization,
       learning_mode = EXCLUDED.learning_mode, updated_at = EXCLUDED.updated_at`,
    [data.memberId, data.ageRange, data.distanceRadius, data.culturalImportance, data.languageImportance, data.religionImportance,
      data.educationImportance, data.lifestyleImportance, data.aiOptimization, data.learningMode, metadata.occurredAt],
  );
};

const asArray = (similarities: Similarities) => DIMENSIONS.map((dimension) => similarities[dimension]);

/**
 * Optimize refits the member's model from scratch: each member they last liked or passed, measured
 * against the profiles as they are now (the running sums keep the profiles as they were at each swipe).
 * Deterministic from the tables, which the same transaction keeps in step, so applying it again is harmless.
 */
const refit = async (tx: pg.PoolClient, memberId: string, position: string) => {
  const swiper = await readTraits(tx, memberId);
  if (!swiper) return;
  const { rows } = await tx.query<AiTraitsRow & { is_like: boolean }>(
    'SELECT t.*, s.is_like FROM ai_swipes s JOIN ai_traits t ON t.member_id = s.swiped_id WHERE s.swiper_id = $1',
    [memberId],
  );
  if (rows.length === 0) return;
  const sums = { like: DIMENSIONS.map(() => 0), pass: DIMENSIONS.map(() => 0) };
  for (const row of rows) {
    const step = asArray(similaritiesOf(traitsOf(swiper), traitsOf(row)));
    const into = row.is_like ? sums.like : sums.pass;
    step.forEach((value, index) => (into[index] = (into[index] ?? 0) + value));
  }
  const likes = rows.filter((row) => row.is_like).length;
  await tx.query(
    `INSERT INTO ai_learned_weights (member_id, likes, passes, like_sums, pass_sums, last_position) VALUES ($1, $2, $3, $4::float8[], $5::float8[], $6)
     ON CONFLICT (member_id) DO UPDATE SET likes = EXCLUDED.likes, passes = EXCLUDED.passes, like_sums = EXCLUDED.like_sums, pass_sums = EXCLUDED.pass_sums,
       last_position = GREATEST(ai_learned_weights.last_position, EXCLUDED.last_position)`,
    [memberId, likes, rows.length - likes, sums.like, sums.pass, position],
  );
};

const optimizationRequested = async (tx: pg.PoolClient, { data, metadata }: EventOf<typeof MatchOptimizationRequested>, position: string) => {
  await refit(tx, data.memberId, position);
  await tx.query(
    `INSERT INTO ai_optimizations (member_id, optimized_at, runs, last_position) VALUES ($1, $2, 1, $3)
     ON CONFLICT (member_id) DO UPDATE SET optimized_at = EXCLUDED.optimized_at, runs = ai_optimizations.runs + 1, last_position = EXCLUDED.last_position
     WHERE ai_optimizations.last_position < EXCLUDED.last_position`,
    [data.memberId, metadata.occurredAt, position],
  );
};

/**
 * The learning model takes one step per swipe: the swiped member's similarity to the swiper is added
 * to the swiper's like or pass sums. A swipe at or before the row's position was already counted.
 */
const swiped = async (tx: pg.PoolClient, { data }: EventOf<typeof SwipeRecorded>, position: string) => {
  await tx.query(
    `INSERT INTO ai_swipes (swiper_id, swiped_id, is_like, last_position) VALUES ($1, $2, $3, $4)
     ON CONFLICT (swiper_id, swiped_id) DO UPDATE SET is_like = EXCLUDED.is_like, last_position = EXCLUDED.last_position
     WHERE ai_swipes.last_position < EXCLUDED.last_position`,
    [data.swiperId, data.swipedId, data.isLike, position],
  );
  const [swiper, target] = await Promise.all([readTraits(tx, data.swiperId), readTraits(tx, data.swipedId)]);
  if (!swiper || !target) return;
  const step = asArray(similaritiesOf(traitsOf(swiper), traitsOf(target)));
  const zero = DIMENSIONS.map(() => 0);
  const [like, pass] = data.isLike ? [step, zero] : [zero, step];
  await tx.query(
    `INSERT INTO ai_learned_weights (member_id, likes, passes, like_sums, pass_sums, last_position)
     VALUES ($1, $2, $3, $4::float8[], $5::float8[], $6)
     ON CONFLICT (member_id) DO UPDATE SET likes = ai_learned_weights.likes + EXCLUDED.likes, passes = ai_learned_weights.passes + EXCLUDED.passes,
       like_sums = ARRAY(SELECT a + b FROM unnest(ai_learned_weights.like_sums, EXCLUDED.like_sums) AS s(a, b)),
       pass_sums = ARRAY(SELECT a + b FROM unnest(ai_learned_weights.pass_sums, EXCLUDED.pass_sums) AS s(a, b)),
       last_position = EXCLUDED.last_position
     WHERE ai_learned_weights.last_position < EXCLUDED.last_position`,
    [data.swiperId, data.isLike ? 1 : 0, data.isLike ? 0 : 1, like, pass, position],
  );
};

/** The AI matchmaker's model: profile traits, each member's priorities, their swipe sums (the learned weights) and their last optimisation. */
export const aiMatchingProjector: Projector = {
  name: 'ai_matching',
  version: 1,
  handles: [MemberRegistered.type, ProfileUpdated.type, MatchPreferencesSaved.type, MatchOptimizationRequested.type, SwipeRecorded.type],
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
  },
  // One event at a time, in order: a swipe reads the traits an earlier event of the same batch may have written.
  apply: async (events: RecordedEvent[], tx: pg.PoolClient) => {
    for (const recorded of events) {
      const event = catalog.parse(recorded) as Handled;
      if (event.type === 'MemberRegistered') await registered(tx, event);
      else if (event.type === 'ProfileUpdated') await profileUpdated(tx, event);
      else if (event.type === 'MatchPreferencesSaved') await preferencesSaved(tx, event);
      else if (event.type === 'MatchOptimizationRequested') await optimizationRequested(tx, event, recorded.position);
      else if (event.type === 'SwipeRecorded') await swiped(tx, event, recorded.position);
    }
  },
};

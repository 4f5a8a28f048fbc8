import type pg from 'pg';
import { AccountDeleted, MatchOptimizationRequested, MatchPreferencesSaved, MemberRegistered, ProfileUpdated, SensitiveDataConsentSaved, SwipeRecorded, eventsOf, type EventOf } from '@sankofa/events';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { DIMENSIONS, similaritiesOf } from './compatibility.ts';
import { asArray, foldRun, type FoldableEvent } from './fold-run.ts';
import { traitsOf } from './traits.ts';
import { INIT, type AiTraitsRow } from './tables.ts';
import { AI_MATCHING_PROJECTOR } from './read-model.ts';

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

const optimizationRequested = async (tx: pg.PoolClient, { data, metadata, position }: EventOf<typeof MatchOptimizationRequested>) => {
  await refit(tx, data.memberId, position);
  await tx.query(
    `INSERT INTO ai_optimizations (member_id, optimized_at, runs, last_position) VALUES ($1, $2, 1, $3)
     ON CONFLICT (member_id) DO UPDATE SET optimized_at = EXCLUDED.optimized_at, runs = ai_optimizations.runs + 1, last_position = EXCLUDED.last_position
     WHERE ai_optimizations.last_position < EXCLUDED.last_position`,
    [data.memberId, metadata.occurredAt, position],
  );
};

/** The AI matchmaker's model: profile traits, each member's priorities, their swipe sums (the learned weights) and their last optimisation. */
export const aiMatchingProjector = defineProjector({
  name: AI_MATCHING_PROJECTOR,
  /** 2: `shares_ethnicity_religion`, her consent; without it the model reads neither her ethnic group nor her religion. 3: a deleted member's traits, priorities, weights, swipes and the swipes on her go. */
  version: 3,
  handles: eventsOf(MemberRegistered, ProfileUpdated, SensitiveDataConsentSaved, MatchPreferencesSaved, MatchOptimizationRequested, SwipeRecorded, AccountDeleted),
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
  },
  /**
   * Folded in memory, in log order: the traits, swipes and sums a run of events touches are read
   * once, each swipe steps its swiper's sums as the row-at-a-time model did (the same additions in
   * the same order, so the same floats), and each table is written with one statement. An
   * optimisation reads the tables, so the run before it is written first.
   */
  apply: async (events, tx) => {
    let run: FoldableEvent[] = [];
    for (const event of events) {
      if (event.type === 'MatchPreferencesSaved') await preferencesSaved(tx, event);
      else if (event.type === 'MatchOptimizationRequested') {
        await foldRun(tx, run);
        run = [];
        await optimizationRequested(tx, event);
      } else if (event.type !== 'AccountDeleted') run.push({ event, position: event.position });
    }
    await foldRun(tx, run);
    await eraseMemberRows(tx, ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId), [
      rowsNaming('ai_traits', 'member_id'),
      rowsNaming('ai_match_preferences', 'member_id'),
      rowsNaming('ai_learned_weights', 'member_id'),
      rowsNaming('ai_optimizations', 'member_id'),
      rowsNaming('ai_swipes', 'swiper_id', 'swiped_id'),
    ]);
  },
});

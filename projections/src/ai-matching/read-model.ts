/**
 * The AI matchmaking read model as readers see it (`@sankofa/projections/ai-matching`): its public
 * views, their rows, and the pure compatibility model the ranking shares with the projector.
 */
export const AI_MATCHING_VIEWS = ['ai_traits', 'ai_match_preferences', 'ai_learned_weights', 'ai_optimizations', 'ai_swipes'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const AI_MATCHING_PROJECTOR = 'ai_matching';
export type { AiLearnedWeightsRow, AiMatchPreferencesRow, AiOptimizationRow, AiTraitsRow } from './tables.ts';
export * from './compatibility.ts';
export { traitsOf } from './traits.ts';

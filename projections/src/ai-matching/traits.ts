import type { Traits } from './compatibility.ts';
import type { AiTraitsRow } from './tables.ts';

/**
 * A member's row of `ai_traits` as the compatibility model reads it; shared by the projector and the
 * ranking. Without her consent her ethnic group and religion are unknown to it, as if never given.
 */
export const traitsOf = (row: AiTraitsRow): Traits => ({
  heritage: row.heritage,
  ethnicGroup: row.shares_ethnicity_religion ? row.ethnic_group : null,
  homeCountry: row.home_country,
  languages: row.languages,
  religion: row.shares_ethnicity_religion ? row.religion : null,
  profession: row.profession,
  culturalValues: row.cultural_values,
  relationshipGoals: row.relationship_goals,
  diasporaGeneration: row.diaspora_generation,
});

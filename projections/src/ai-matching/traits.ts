import type { Traits } from './compatibility.ts';
import type { AiTraitsRow } from './tables.ts';

/** A member's row of `ai_traits` as the compatibility model reads it; shared by the projector and the ranking. */
export const traitsOf = (row: AiTraitsRow): Traits => ({
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

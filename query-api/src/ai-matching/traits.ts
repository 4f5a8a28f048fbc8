import type { Traits } from '@sankofa/projections/ai-matching';

/** Badges read straight off the member's own profile: nothing invented. */
export const personalityTraitsOf = (traits: Traits): string[] => {
  const badges = [...traits.culturalValues.slice(0, 3)];
  if (traits.languages.length >= 2) badges.push('Multilingual');
  if (traits.religion) badges.push(traits.religion);
  if (traits.diasporaGeneration) badges.push(traits.diasporaGeneration);
  if (traits.relationshipGoals) badges.push(traits.relationshipGoals);
  if (traits.heritage) badges.push(`${traits.heritage} heritage`);
  return [...new Set(badges)].slice(0, 6);
};

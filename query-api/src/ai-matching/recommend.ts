import type { AiMatch, DimensionWeights } from '@sankofa/contracts';
import type { MatchPreferences } from '@sankofa/events';
import {
  DIMENSIONS,
  DIMENSION_LABELS,
  blendedWeightsOf,
  educationLevelOf,
  learnedWeightsOf,
  scoreOf,
  sharedOf,
  similaritiesOf,
  traitsOf,
  type AiLearnedWeightsRow,
  type Dimension,
  type Similarities,
  type Traits,
  type Weights,
} from '@sankofa/projections/ai-matching';
import type { CandidateRow } from './queries.ts';

export const prioritiesOf = (preferences: MatchPreferences): Weights => ({
  cultural: preferences.culturalImportance,
  language: preferences.languageImportance,
  religion: preferences.religionImportance,
  education: preferences.educationImportance,
  lifestyle: preferences.lifestyleImportance,
});

const asSimilarities = (sums: number[]) => Object.fromEntries(DIMENSIONS.map((dimension, index) => [dimension, sums[index] ?? 0])) as Similarities;

/** Null until the member has swiped: there is nothing learned yet. */
export const learnedOf = (row: AiLearnedWeightsRow | undefined): Weights | null =>
  row && row.likes + row.passes > 0
    ? learnedWeightsOf({ likes: row.likes, passes: row.passes, likeSums: asSimilarities(row.like_sums), passSums: asSimilarities(row.pass_sums) })
    : null;

export interface Model {
  viewer: Traits;
  weights: Weights;
  learned: Weights | null;
}

export const modelOf = (viewer: Traits, preferences: MatchPreferences, learned: Weights | null): Model => ({
  viewer,
  weights: preferences.learningMode ? blendedWeightsOf(prioritiesOf(preferences), learned) : prioritiesOf(preferences),
  learned,
});

const percent = (value: number) => Math.round(100 * value);
const EDUCATION_WORDS = ['', 'a practical trade or craft', 'a university degree', 'advanced study'];

/** Why each dimension scored as it did, in words the member can check against the two profiles. */
const reasonOf = (dimension: Dimension, viewer: Traits, candidate: Traits, name: string): { title: string; description: string; suggestion?: string } => {
  switch (dimension) {
    case 'cultural':
      return viewer.heritage.toLowerCase() === candidate.heritage.toLowerCase()
        ? { title: 'Shared heritage', description: `You are both ${candidate.heritage}${candidate.ethnicGroup && candidate.ethnicGroup === viewer.ethnicGroup ? ` (${candidate.ethnicGroup})` : ''}.` }
        : { title: 'Different heritage', description: `${name} is ${candidate.heritage}; you are ${viewer.heritage}.`, suggestion: `Ask ${name} about the traditions they grew up with.` };
    case 'language': {
      const shared = sharedOf(viewer.languages, candidate.languages);
      return shared.length > 0
        ? { title: 'Common languages', description: `You both speak ${shared.join(', ')}.` }
        : { title: 'No common language listed', description: `${name} speaks ${candidate.languages.join(', ') || 'no listed language'}.`, suggestion: 'Auto-translate in chat can help.' };
    }
    case 'religion':
      return candidate.religion && viewer.religion && candidate.religion.toLowerCase() === viewer.religion.toLowerCase()
        ? { title: 'Shared faith', description: `You are both ${candidate.religion}.` }
        : { title: 'Faith', description: candidate.religion ? `${name} is ${candidate.religion}.` : `${name} has not shared their faith.`, suggestion: 'Talk about what spirituality means to each of you.' };
    case 'education':
      return { title: 'Education and work', description: `${name} works as ${candidate.profession}, which usually means ${EDUCATION_WORDS[educationLevelOf(candidate.profession)]}.` };
    case 'lifestyle': {
      const values = sharedOf(viewer.culturalValues, candidate.culturalValues);
      return values.length > 0
        ? { title: 'Shared values', description: `You both value ${values.join(', ')}.` }
        : { title: 'Lifestyle', description: `${name} is looking for ${candidate.relationshipGoals ?? 'something not yet stated'}.`, suggestion: 'Compare what a good weekend looks like to each of you.' };
    }
  }
};

/** Insights for the dimensions that weigh and stand out: the strongest matches, and the weak spots that matter to the viewer. */
const insightsOf = (similarities: Similarities, model: Model, candidate: Traits, name: string): AiMatch['aiInsights'] =>
  DIMENSIONS.filter((dimension) => model.weights[dimension] > 0 && (similarities[dimension] >= 0.6 || (similarities[dimension] < 0.3 && model.weights[dimension] >= 50)))
    .sort((a, b) => model.weights[b] * Math.abs(similarities[b] - 0.5) - model.weights[a] * Math.abs(similarities[a] - 0.5))
    .map((dimension) => ({ ...reasonOf(dimension, model.viewer, candidate, name), confidence: percent(Math.max(similarities[dimension], 1 - similarities[dimension])) }));

/** Openers built only from what the two actually share. */
export const startersOf = (viewer: Traits, candidate: Traits, location: string): string[] => {
  const starters: string[] = [];
  if (viewer.heritage.toLowerCase() === candidate.heritage.toLowerCase()) starters.push(`What ${candidate.heritage} dish reminds you most of home?`);
  for (const language of sharedOf(viewer.languages, candidate.languages).filter((language) => language.toLowerCase() !== 'english').slice(0, 1))
    starters.push(`Which ${language} saying do you still use every day?`);
  for (const value of sharedOf(viewer.culturalValues, candidate.culturalValues).slice(0, 2)) starters.push(`You both value ${value}: how does it show up in your life?`);
  if (candidate.homeCountry && viewer.homeCountry && candidate.homeCountry.toLowerCase() === viewer.homeCountry.toLowerCase())
    starters.push(`Where in ${candidate.homeCountry} does your family come from?`);
  if (candidate.religion && viewer.religion && candidate.religion.toLowerCase() === viewer.religion.toLowerCase()) starters.push('What does your faith community look like where you live now?');
  if (starters.length === 0) starters.push(`What do you love most about life in ${location}?`);
  return starters.slice(0, 4);
};

export const recommendationOf = (row: CandidateRow, model: Model): AiMatch => {
  const candidate = traitsOf(row);
  const similarities = similaritiesOf(model.viewer, candidate);
  const totalScore = scoreOf(similarities, model.weights);
  return {
    userId: row.member_id,
    user: { id: row.member_id, name: `${row.first_name} ${row.last_name}`.trim(), firstName: row.first_name, age: row.age, location: row.location, profession: row.profession },
    totalScore,
    breakdownScores: Object.fromEntries(DIMENSIONS.map((dimension) => [DIMENSION_LABELS[dimension], percent(similarities[dimension])])),
    // What the member's own swipes predict, when there are any; the weighted score otherwise.
    predictedCompatibility: model.learned ? scoreOf(similarities, model.learned) : totalScore,
    aiInsights: insightsOf(similarities, model, candidate, row.first_name),
    conversationStarters: startersOf(model.viewer, candidate, row.location),
    matchId: row.match_id,
    liked: row.liked,
  };
};

/** Best first; equal scores keep a stable order. */
export const recommend = (rows: CandidateRow[], model: Model, limit: number): AiMatch[] =>
  rows
    .map((row) => recommendationOf(row, model))
    .sort((a, b) => b.totalScore - a.totalScore || b.predictedCompatibility - a.predictedCompatibility || a.userId.localeCompare(b.userId))
    .slice(0, limit);

export const asWeights = (weights: Weights): DimensionWeights => ({ ...weights });

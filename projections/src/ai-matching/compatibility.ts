/**
 * The compatibility model, pure: how alike two members are on each of the five dimensions the
 * AI matchmaking screen weighs, each from 0 (nothing shared) to 1 (the same). The projector
 * learns from it at swipe time and the query side ranks with it, so both read the same numbers.
 */
export const DIMENSIONS = ['cultural', 'language', 'religion', 'education', 'lifestyle'] as const;
export type Dimension = (typeof DIMENSIONS)[number];
export type Similarities = Record<Dimension, number>;
export type Weights = Record<Dimension, number>;

export const DIMENSION_LABELS: Record<Dimension, string> = {
  cultural: 'Cultural Heritage',
  language: 'Language Match',
  religion: 'Religion/Spirituality',
  education: 'Education Level',
  lifestyle: 'Lifestyle Compatibility',
};

/** What the model reads of a profile. */
export interface Traits {
  heritage: string;
  ethnicGroup: string | null;
  homeCountry: string | null;
  languages: readonly string[];
  religion: string | null;
  profession: string;
  culturalValues: readonly string[];
  relationshipGoals: string | null;
  diasporaGeneration: string | null;
}

const key = (text: string | null | undefined) => (text ?? '').trim().toLowerCase();
const same = (a: string | null, b: string | null) => key(a) !== '' && key(a) === key(b);

export const sharedOf = (a: readonly string[], b: readonly string[]): string[] => {
  const theirs = new Set(b.map(key));
  return a.filter((item) => theirs.has(key(item)));
};

const jaccard = (a: readonly string[], b: readonly string[]) => {
  const union = new Set([...a, ...b].map(key)).size;
  return union === 0 ? 0 : sharedOf(a, b).length / union;
};

/** The profile has no education field: the level is read from the profession (3 postgraduate-heavy, 2 degree, 1 other). */
const POSTGRADUATE = /doctor|physician|surgeon|lawyer|attorney|professor|phd|scientist|researcher|pharmacist|dentist|architect|engineer|economist/;
const DEGREE = /teacher|nurse|accountant|analyst|developer|programmer|designer|manager|consultant|journalist|marketing|banker|finance|product|data|software|lecturer/;
export const educationLevelOf = (profession: string): number => (POSTGRADUATE.test(key(profession)) ? 3 : DEGREE.test(key(profession)) ? 2 : 1);

const religionSimilarity = (a: string | null, b: string | null) => (key(a) === '' || key(b) === '' ? 0.5 : same(a, b) ? 1 : 0.2);

export const similaritiesOf = (a: Traits, b: Traits): Similarities => {
  const sharedLanguages = sharedOf(a.languages, b.languages).length;
  return {
    cultural: (same(a.heritage, b.heritage) ? 0.6 : 0) + (same(a.ethnicGroup, b.ethnicGroup) ? 0.2 : 0) + (same(a.homeCountry, b.homeCountry) ? 0.2 : 0),
    language: sharedLanguages === 0 ? 0 : 0.5 + 0.5 * jaccard(a.languages, b.languages),
    religion: religionSimilarity(a.religion, b.religion),
    education: 1 - Math.abs(educationLevelOf(a.profession) - educationLevelOf(b.profession)) / 2,
    lifestyle:
      0.6 * jaccard(a.culturalValues, b.culturalValues) + (same(a.relationshipGoals, b.relationshipGoals) ? 0.25 : 0) + (same(a.diasporaGeneration, b.diasporaGeneration) ? 0.15 : 0),
  };
};

/** The weighted mean as a percent; with every weight at 0 each dimension counts the same. */
export const scoreOf = (similarities: Similarities, weights: Weights): number => {
  const total = DIMENSIONS.reduce((sum, dimension) => sum + weights[dimension], 0);
  const weighted = DIMENSIONS.reduce((sum, dimension) => sum + (total === 0 ? 1 : weights[dimension]) * similarities[dimension], 0);
  return Math.round((100 * weighted) / (total === 0 ? DIMENSIONS.length : total));
};

/** Sums of each dimension's similarity over a member's likes and over their passes: the learning model's whole state. */
export interface SwipeSums {
  likes: number;
  passes: number;
  likeSums: Similarities;
  passSums: Similarities;
}

const NEUTRAL = 0.5;

/**
 * The member's own weights, fitted from their swipes: a dimension on which the members they like
 * are more alike to them than the members they pass weighs more (50 is indifferent). A mean with no
 * swipes behind it is neutral, so the first likes alone already move the weights.
 */
export const learnedWeightsOf = (sums: SwipeSums): Weights => {
  const mean = (sum: number, count: number) => (count === 0 ? NEUTRAL : sum / count);
  const weight = (dimension: Dimension) => {
    const lift = mean(sums.likeSums[dimension], sums.likes) - mean(sums.passSums[dimension], sums.passes);
    return Math.max(0, Math.min(100, Math.round(50 + 100 * lift)));
  };
  return { cultural: weight('cultural'), language: weight('language'), religion: weight('religion'), education: weight('education'), lifestyle: weight('lifestyle') };
};

/** In Learning Mode the priorities and the learned weights count half each, once there is a swipe to learn from. */
export const blendedWeightsOf = (priorities: Weights, learned: Weights | null): Weights =>
  learned === null
    ? priorities
    : (Object.fromEntries(DIMENSIONS.map((dimension) => [dimension, Math.round((priorities[dimension] + learned[dimension]) / 2)])) as Weights);

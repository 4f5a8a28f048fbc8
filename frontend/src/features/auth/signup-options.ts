import type { Choice } from '../../components/form/select-field.tsx';

/** Slugs read as words: 'first-generation' → 'First generation'. */
const humanize = (slug: string) => slug.charAt(0).toUpperCase() + slug.slice(1).replaceAll('-', ' ');

const asIs = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: value }));
const fromSlugs = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: humanize(value) }));

// The spec's signup lists (section 9); languages, values and religions are its filter lists.
export const heritageChoices = asIs([
  'Nigerian', 'Ghanaian', 'Kenyan', 'Ethiopian', 'South African', 'Senegalese',
  'Cameroonian', 'Ivorian', 'Ugandan', 'Tanzanian', 'Other',
]);

export const diasporaGenerationChoices = fromSlugs(['first-generation', 'second-generation', 'third-generation', 'other']);

export const relationshipGoalChoices = fromSlugs(['serious', 'marriage', 'casual', 'friendship', 'networking']);

export const languageChoices = asIs([
  'English', 'French', 'Portuguese', 'Arabic', 'Swahili', 'Yoruba', 'Igbo', 'Hausa',
  'Twi', 'Akan', 'Amharic', 'Oromo', 'Zulu', 'Xhosa', 'Wolof',
]);

export const culturalValueChoices = fromSlugs([
  'family-oriented', 'traditional', 'modern', 'creative', 'ambitious',
  'community-focused', 'spiritual', 'educational', 'cultural-pride', 'progressive',
]);

export const religionChoices = asIs([
  'Christianity', 'Islam', 'Traditional', 'Judaism', 'Buddhism', 'Hindu', 'Orthodox Christianity', 'None', 'Spiritual',
]);

/** Suggestions only: ethnic group stays free text, as the spec gives no signup list for it. */
export const ethnicGroupSuggestions = [
  'Yoruba', 'Igbo', 'Hausa', 'Akan', 'Ewe', 'Kikuyu', 'Luo', 'Amhara', 'Oromo', 'Zulu', 'Xhosa', 'Wolof', 'Fulani', 'Mandinka',
];

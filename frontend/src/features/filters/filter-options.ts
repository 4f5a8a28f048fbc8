import type { Choice } from '../../components/form/select-field.tsx';

/** The spec's filter lists (section 9). */
export const heritages = ['Nigerian', 'Ghanaian', 'Kenyan', 'Ethiopian', 'South African', 'Senegalese', 'Ugandan', 'Tanzanian', 'Rwandan', 'Congolese', 'Cameroonian', 'Malian'];
export const ethnicGroups = ['Yoruba', 'Igbo', 'Hausa', 'Akan', 'Ewe', 'Kikuyu', 'Luo', 'Amhara', 'Oromo', 'Zulu', 'Xhosa', 'Wolof', 'Fulani', 'Mandinka'];
export const languages = ['English', 'French', 'Portuguese', 'Arabic', 'Swahili', 'Yoruba', 'Igbo', 'Hausa', 'Twi', 'Akan', 'Amharic', 'Oromo', 'Zulu', 'Xhosa', 'Wolof'];
export const diasporaGenerations = ['first-generation', 'second-generation', 'third-generation', 'multi-generational'];
export const culturalValues = ['family-oriented', 'traditional', 'modern', 'creative', 'ambitious', 'community-focused', 'spiritual', 'educational', 'cultural-pride', 'progressive'];
export const religions = ['Christianity', 'Islam', 'Traditional', 'Judaism', 'Buddhism', 'Hindu', 'Orthodox Christianity', 'None', 'Spiritual'];
export const relationshipGoals = ['serious', 'marriage', 'casual', 'friendship', 'long-term', 'open'];
export const dealBreakers = [...new Set([...culturalValues, ...religions, ...relationshipGoals])];

/** 'family-oriented' reads as 'Family oriented'. */
const labelOf = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replaceAll('-', ' ');

export const choicesOf = (values: readonly string[]): Choice[] => values.map((value) => ({ value, label: labelOf(value) }));

/** The spec's rule for the Preferred Cities box: split on commas, trimmed, empties dropped. */
export const citiesFrom = (text: string) =>
  text
    .split(',')
    .map((city) => city.trim())
    .filter((city) => city.length > 0);

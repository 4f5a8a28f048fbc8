import type { MatchPreferencesBody } from '@sankofa/contracts';

type ImportanceField = 'culturalImportance' | 'languageImportance' | 'religionImportance' | 'educationImportance' | 'lifestyleImportance';
type Dimension = 'cultural' | 'language' | 'religion' | 'education' | 'lifestyle';

/** The five priority sliders, in the spec's order, with the weight each one drives. */
export const PRIORITIES: ReadonlyArray<{ field: ImportanceField & keyof MatchPreferencesBody; dimension: Dimension; label: string }> = [
  { field: 'culturalImportance', dimension: 'cultural', label: 'Cultural Heritage' },
  { field: 'languageImportance', dimension: 'language', label: 'Language Match' },
  { field: 'religionImportance', dimension: 'religion', label: 'Religion/Spirituality' },
  { field: 'educationImportance', dimension: 'education', label: 'Education Level' },
  { field: 'lifestyleImportance', dimension: 'lifestyle', label: 'Lifestyle Compatibility' },
];

export const SLIDER = { min: 0, max: 100, step: 5 } as const;

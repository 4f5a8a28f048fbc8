import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/** The AI matchmaking settings (on the member's `member-<id>` stream); a save replaces the whole object. */
export const matchPreferenceFields = z.object({
  /** `'min,max'`, as the screen sends it. */
  ageRange: z.string(),
  distanceRadius: z.number().int(),
  culturalImportance: z.number().int(),
  languageImportance: z.number().int(),
  religionImportance: z.number().int(),
  educationImportance: z.number().int(),
  lifestyleImportance: z.number().int(),
  aiOptimization: z.boolean(),
  learningMode: z.boolean(),
});
export type MatchPreferences = z.infer<typeof matchPreferenceFields>;

/** The spec's defaults, answered until the member saves their own. */
export const DEFAULT_MATCH_PREFERENCES: MatchPreferences = {
  ageRange: '22,35',
  distanceRadius: 50,
  culturalImportance: 70,
  languageImportance: 60,
  religionImportance: 40,
  educationImportance: 50,
  lifestyleImportance: 65,
  aiOptimization: true,
  learningMode: true,
};

export const MatchPreferencesSaved = defineEvent('MatchPreferencesSaved', matchPreferenceFields.extend({ memberId: z.string() }));

/** 'Optimize My Matches': the recommendations are scored again from the member's current priorities and learned weights. */
export const MatchOptimizationRequested = defineEvent('MatchOptimizationRequested', z.object({ memberId: z.string() }));

export const aiMatchingEvents = [MatchPreferencesSaved, MatchOptimizationRequested] as const;

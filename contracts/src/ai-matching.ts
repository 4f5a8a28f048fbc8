import { z } from 'zod';
import { flag } from './fields.ts';
import { nothing, route } from './route.ts';

const importance = (field: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a number`) })
    .int({ error: `${field} must be a whole number` })
    .min(0, { error: `${field} must be at least 0` })
    .max(100, { error: `${field} must be at most 100` })
    .refine((value) => value % 5 === 0, { error: `${field} must be a multiple of 5` });

const AGE_RANGE = /^(\d{2,3}),(\d{2,3})$/;
const ageRange = z
  .string({ error: (issue) => (issue.input === undefined ? 'ageRange is required' : 'ageRange must be text like "22,35"') })
  .regex(AGE_RANGE, { error: 'ageRange must be two ages like "22,35"' })
  .refine((text) => {
    // A malformed range is already refused by the pattern: one message is enough.
    if (!AGE_RANGE.test(text)) return true;
    const [min, max] = text.split(',').map(Number) as [number, number];
    return min >= 18 && max <= 100 && min <= max;
  }, { error: 'ageRange must be two ages from 18 to 100, the first not above the second' });

/** The AI matchmaking preferences, the whole object as the screen sends it. */
export const matchPreferences = z.object(
  {
    ageRange,
    distanceRadius: z
      .number({ error: (issue) => (issue.input === undefined ? 'distanceRadius is required' : 'distanceRadius must be a number') })
      .int({ error: 'distanceRadius must be a whole number' })
      .min(1, { error: 'distanceRadius must be at least 1 km' })
      .max(20_000, { error: 'distanceRadius must be at most 20000 km' }),
    culturalImportance: importance('culturalImportance'),
    languageImportance: importance('languageImportance'),
    religionImportance: importance('religionImportance'),
    educationImportance: importance('educationImportance'),
    lifestyleImportance: importance('lifestyleImportance'),
    aiOptimization: flag('aiOptimization'),
    learningMode: flag('learningMode'),
  },
  { error: 'The body must be the whole match preferences object' },
);
export type MatchPreferencesBody = z.input<typeof matchPreferences>;

export const saveMatchPreferences = route({ method: 'POST', path: '/api/user/match-preferences', body: matchPreferences, response: nothing });

/** The saved preferences (the spec's defaults until the member saves some). */
export const getMatchPreferences = route({ method: 'GET', path: '/api/user/match-preferences', response: matchPreferences });

export const optimizeMatches = route({ method: 'POST', path: '/api/ai/optimize-matches', response: nothing });

export const dimensionKeys = ['cultural', 'language', 'religion', 'education', 'lifestyle'] as const;
export type Dimension = (typeof dimensionKeys)[number];
const weights = z.object({ cultural: z.number(), language: z.number(), religion: z.number(), education: z.number(), lifestyle: z.number() });
export type DimensionWeights = z.infer<typeof weights>;

const aiInsight = z.object({ title: z.string(), description: z.string(), confidence: z.number(), suggestion: z.string().optional() });

export const aiMatch = z.object({
  userId: z.string(),
  user: z.object({ id: z.string(), name: z.string(), firstName: z.string(), age: z.number(), location: z.string(), profession: z.string() }),
  /** 0 to 100. */
  totalScore: z.number(),
  /** Dimension label to percent. */
  breakdownScores: z.record(z.string(), z.number()),
  predictedCompatibility: z.number(),
  aiInsights: z.array(aiInsight),
  conversationStarters: z.array(z.string()),
  /** The match's id when the two are matched: Start Chat opens it. */
  matchId: z.string().nullable(),
  /** The viewer already liked them. */
  liked: z.boolean(),
});
export type AiMatch = z.infer<typeof aiMatch>;

/** Recommendations best first, scored with the weights shown (the priorities, blended with the learned ones in Learning Mode). */
export const listAiMatches = route({
  method: 'GET',
  path: '/api/ai-matches',
  response: z.object({ matches: z.array(aiMatch), weights, learnedWeights: weights.nullable(), swipesLearnedFrom: z.number(), optimizedAt: z.string().nullable() }),
});

export const getAiInsights = route({
  method: 'GET',
  path: '/api/user/ai-insights',
  response: z.object({
    /** Percent of the member's likes that became matches. */
    matchRate: z.number(),
    /** Percent of the member's matches in which they sent a message. */
    responseRate: z.number(),
    personalityTraits: z.array(z.string()),
  }),
});

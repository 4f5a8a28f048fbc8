import type pg from 'pg';
import { getAiInsights, getMatchPreferences, listAiMatches, type ResponseOf } from '@sankofa/contracts';
import { mount, principalOf, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { DISCOVERY_PROJECTOR } from '@sankofa/projections/discovery';
import { MATCHES_PROJECTOR } from '@sankofa/projections/matches';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';
import { personalityTraitsOf } from './traits.ts';
import { activityOf, candidatesFor, learnedRowOf, optimizedAtOf, preferencesOf, traitsRowOf } from './queries.ts';
import { AI_MATCHING_PROJECTOR, traitsOf } from '@sankofa/projections/ai-matching';
import { learnedOf, modelOf, prioritiesOf, recommend } from './recommend.ts';
import { CONTACT_BLOCKS_PROJECTOR } from '@sankofa/projections/contact-blocks';

export interface AiMatchingQueryDependencies {
  pool: pg.Pool;
  tokens: AccessTokens;
}

const RECOMMENDATIONS = 20;
const rate = (part: number, whole: number) => (whole === 0 ? 0 : Math.min(100, Math.round((100 * part) / whole)));

/** GET /api/user/match-preferences, /api/ai-matches and /api/user/ai-insights: the token's member's own, only. */
export const aiMatchingQueryRouter = ({ pool, tokens }: AiMatchingQueryDependencies): ReadModelRouter => {
  const router = readModelRouter([AI_MATCHING_PROJECTOR, DISCOVERY_PROJECTOR, MATCHES_PROJECTOR, CONTACT_BLOCKS_PROJECTOR]);

  mount(router, getMatchPreferences, requireMember(tokens), async (ctx) => {
    ctx.body = await preferencesOf(pool, principalOf(ctx).memberId);
  });

  mount(router, listAiMatches, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const [preferences, viewer, learnedRow, optimizedAt] = await Promise.all([preferencesOf(pool, memberId), traitsRowOf(pool, memberId), learnedRowOf(pool, memberId), optimizedAtOf(pool, memberId)]);
    const learned = learnedOf(learnedRow);
    const model = viewer ? modelOf(traitsOf(viewer), preferences, learned) : null;
    // With AI Optimization off there are no recommendations (the screen does not ask for them then).
    const matches = model && preferences.aiOptimization ? recommend(await candidatesFor(pool, memberId, preferences), model, RECOMMENDATIONS) : [];
    ctx.body = {
      matches,
      weights: model?.weights ?? prioritiesOf(preferences),
      learnedWeights: preferences.learningMode ? learned : null,
      swipesLearnedFrom: learnedRow ? learnedRow.likes + learnedRow.passes : 0,
      optimizedAt: optimizedAt?.toISOString() ?? null,
    } satisfies ResponseOf<typeof listAiMatches>;
  });

  mount(router, getAiInsights, requireMember(tokens), async (ctx) => {
    const { memberId } = principalOf(ctx);
    const [activity, viewer] = await Promise.all([activityOf(pool, memberId), traitsRowOf(pool, memberId)]);
    ctx.body = {
      matchRate: rate(activity.matches, activity.likes),
      responseRate: rate(activity.answered, activity.matches),
      personalityTraits: viewer ? personalityTraitsOf(traitsOf(viewer)) : [],
    } satisfies ResponseOf<typeof getAiInsights>;
  });
  return router;
};

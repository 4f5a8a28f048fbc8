import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiMatchingRouter } from '@sankofa/command-api/ai-matching';
import { chatRouters } from '@sankofa/command-api/chat';
import { swipesRouter } from '@sankofa/command-api/swipes';
import type { AiMatch, DimensionWeights, MatchPreferencesBody } from '@sankofa/contracts';
import { DEFAULT_MATCH_PREFERENCES } from '@sankofa/events';
import { createLogger } from '@sankofa/server-kit';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { memberClient } from '../testing/member-client.ts';
import { aiMatchingQueryRouter } from './routes.ts';

let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['discovery', 'matches', 'ai_matching'],
    commandRouters: (deps) => [aiMatchingRouter(deps), swipesRouter(deps), ...chatRouters({ ...deps, translator: null, logger: createLogger('ai-test', { silent: true }) })],
    queryRouters: (deps) => [aiMatchingQueryRouter(deps)],
    rateLimits: { swipes: { points: 1000, durationSeconds: 60 } },
  });
});
afterAll(() => stack?.close());

const { member, post, get } = memberClient(() => stack, {
  emailPrefix: 'aimatch',
  firstNamePrefix: 'Member',
  defaults: {
    lastName: 'Mensah', age: 28, location: 'London', heritage: 'Ghanaian', profession: 'Engineer',
    // Ranking uses religion and distance only with consent, which these members give.
    sensitiveDataConsent: { ethnicityAndReligion: true, preciseLocation: true },
  },
});

const ghanaian = { heritage: 'Ghanaian', languages: ['Twi', 'English'], religionSpirituality: 'Muslim' };
const nigerian = { heritage: 'Nigerian', languages: ['Igbo'], religionSpirituality: 'Christian' };
const tuned = (changes: Partial<MatchPreferencesBody>) => ({ ...DEFAULT_MATCH_PREFERENCES, ...changes });
const ids = (matches: AiMatch[]) => matches.map((match) => match.userId);

describe('POST /api/user/match-preferences', () => {
  it('answers the defaults until the member saves, then their own, and only theirs', async () => {
    const ama = await member(ghanaian);
    const kofi = await member(ghanaian);
    expect((await get(ama, '/api/user/match-preferences')).body).toEqual(DEFAULT_MATCH_PREFERENCES);
    expect((await post(ama, '/api/user/match-preferences', tuned({ culturalImportance: 100, aiOptimization: false }))).status).toBe(200);
    expect((await get(ama, '/api/user/match-preferences')).body).toEqual(tuned({ culturalImportance: 100, aiOptimization: false }));
    expect((await get(kofi, '/api/user/match-preferences')).body).toEqual(DEFAULT_MATCH_PREFERENCES);
  });

  it.each([
    [{}, 'ageRange is required'],
    [tuned({ culturalImportance: 73 }), 'culturalImportance must be a multiple of 5'],
    [tuned({ languageImportance: 105 }), 'languageImportance must be at most 100'],
    [tuned({ religionImportance: -5 }), 'religionImportance must be at least 0'],
    [tuned({ ageRange: '40,20' }), 'ageRange must be two ages from 18 to 100'],
    [tuned({ ageRange: 'young' }), 'ageRange must be two ages like "22,35"'],
    [tuned({ distanceRadius: 0 }), 'distanceRadius must be at least 1 km'],
    [{ ...DEFAULT_MATCH_PREFERENCES, learningMode: 'yes' }, 'learningMode must be true or false'],
  ])('refuses %j with a 400 naming the problem', async (body, message) => {
    const reply = await post(await member(), '/api/user/match-preferences', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'validation_failed' });
    expect(reply.body.error).toContain(message);
  });

  it('refuses every call without a token', async () => {
    for (const path of ['/api/user/match-preferences', '/api/ai/optimize-matches'])
      expect((await fetch(`${stack.commandUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(401);
    for (const path of ['/api/user/match-preferences', '/api/ai-matches', '/api/user/ai-insights']) expect((await fetch(`${stack.queryUrl}${path}`)).status).toBe(401);
  });
});

describe('GET /api/ai-matches', () => {
  it("ranks by the member's priorities, explains each score, and follows a change of priorities", async () => {
    const viewer = await member({ ...ghanaian, age: 30 });
    const sameHeritage = await member({ ...ghanaian, religionSpirituality: 'Christian', age: 29 });
    const sameFaith = await member({ ...nigerian, religionSpirituality: 'Muslim', age: 31 });
    await post(viewer, '/api/user/match-preferences', tuned({ culturalImportance: 100, languageImportance: 0, religionImportance: 0, educationImportance: 0, lifestyleImportance: 0, learningMode: false }));
    const byHeritage = (await get(viewer, '/api/ai-matches')).body as { matches: AiMatch[]; weights: Record<string, number> };
    expect(byHeritage.weights).toEqual({ cultural: 100, language: 0, religion: 0, education: 0, lifestyle: 0 });
    expect(ids(byHeritage.matches).indexOf(sameHeritage)).toBeLessThan(ids(byHeritage.matches).indexOf(sameFaith));
    const top = byHeritage.matches.find((match) => match.userId === sameHeritage)!;
    expect(top.breakdownScores).toMatchObject({ 'Cultural Heritage': 60, 'Language Match': 100, 'Religion/Spirituality': 20 });
    expect(top.aiInsights[0]).toMatchObject({ title: 'Shared heritage', description: 'You are both Ghanaian.' });
    expect(top.conversationStarters).toContain('What Ghanaian dish reminds you most of home?');
    expect(ids(byHeritage.matches)).not.toContain(viewer);

    await post(viewer, '/api/user/match-preferences', tuned({ culturalImportance: 0, languageImportance: 0, religionImportance: 100, educationImportance: 0, lifestyleImportance: 0, learningMode: false }));
    const byFaith = ids(((await get(viewer, '/api/ai-matches')).body as { matches: AiMatch[] }).matches);
    expect(byFaith.indexOf(sameFaith)).toBeLessThan(byFaith.indexOf(sameHeritage));
  });

  it('leaves out passed members and those outside the age range, recommends nothing with AI Optimization off, and records optimisations', async () => {
    const viewer = await member({ ...ghanaian, age: 30 });
    const passed = await member({ age: 30 });
    const tooOld = await member({ age: 60 });
    expect((await post(viewer, '/api/swipes', { swipedId: passed, isLike: false })).status).toBe(201);
    const listed = (await get(viewer, '/api/ai-matches')).body as { matches: AiMatch[]; optimizedAt: string | null; swipesLearnedFrom: number };
    expect(ids(listed.matches)).not.toContain(passed);
    expect(ids(listed.matches)).not.toContain(tooOld);
    expect(listed.optimizedAt).toBeNull();
    expect(listed.swipesLearnedFrom).toBe(1);

    expect((await post(viewer, '/api/ai/optimize-matches', {})).status).toBe(200);
    expect(((await get(viewer, '/api/ai-matches')).body as { optimizedAt: string | null }).optimizedAt).not.toBeNull();
    await post(viewer, '/api/user/match-preferences', tuned({ aiOptimization: false }));
    expect(((await get(viewer, '/api/ai-matches')).body as { matches: AiMatch[] }).matches).toEqual([]);
  });
});

describe('Learning Mode', () => {
  it("shows the weights learned from the member's swipes and ranks with them blended into the priorities", async () => {
    const viewer = await member({ ...ghanaian, age: 30 });
    const liked = await member({ ...ghanaian, age: 30 });
    const passed = await member({ ...nigerian, age: 30 });
    const before = (await get(viewer, '/api/ai-matches')).body as { learnedWeights: unknown; weights: Record<string, number> };
    expect(before.learnedWeights).toBeNull();
    expect(before.weights).toEqual({ cultural: 70, language: 60, religion: 40, education: 50, lifestyle: 65 });
    await post(viewer, '/api/swipes', { swipedId: liked, isLike: true });
    await post(viewer, '/api/swipes', { swipedId: passed, isLike: false });
    const after = (await get(viewer, '/api/ai-matches')).body as { learnedWeights: DimensionWeights; weights: DimensionWeights; swipesLearnedFrom: number };
    expect(after.swipesLearnedFrom).toBe(2);
    expect(after.learnedWeights.cultural).toBeGreaterThan(50);
    expect(after.learnedWeights.language).toBeGreaterThan(50);
    expect(after.weights.cultural).toBe(Math.round((70 + after.learnedWeights.cultural) / 2));

    await post(viewer, '/api/user/match-preferences', tuned({ learningMode: false }));
    const off = (await get(viewer, '/api/ai-matches')).body as { learnedWeights: unknown; weights: Record<string, number> };
    expect(off).toMatchObject({ learnedWeights: null, weights: { cultural: 70 } });
  });
});

describe('GET /api/user/ai-insights', () => {
  it("answers the member's real match and response rates and traits from their profile", async () => {
    const ama = await member({ ...ghanaian, culturalValues: ['Family', 'Faith'] });
    const kofi = await member();
    const yaw = await member();
    expect((await get(ama, '/api/user/ai-insights')).body).toEqual({ matchRate: 0, responseRate: 0, personalityTraits: ['Family', 'Faith', 'Multilingual', 'Muslim', 'Ghanaian heritage'] });
    await post(kofi, '/api/swipes', { swipedId: ama, isLike: true });
    const liked = await post(ama, '/api/swipes', { swipedId: kofi, isLike: true });
    await post(ama, '/api/swipes', { swipedId: yaw, isLike: true });
    const matchId = liked.body.match.id as string;
    expect((await get(ama, '/api/user/ai-insights')).body).toMatchObject({ matchRate: 50, responseRate: 0 });
    expect((await post(ama, `/api/matches/${matchId}/messages`, { content: 'Akwaaba!' })).status).toBe(201);
    expect((await get(ama, '/api/user/ai-insights')).body).toMatchObject({ matchRate: 50, responseRate: 100 });
    expect((await get(kofi, '/api/user/ai-insights')).body).toMatchObject({ matchRate: 100, responseRate: 0 });

    const recommended = ((await get(ama, '/api/ai-matches')).body as { matches: AiMatch[] }).matches.find((match) => match.userId === kofi);
    expect(recommended).toMatchObject({ matchId, liked: true });
  });
});

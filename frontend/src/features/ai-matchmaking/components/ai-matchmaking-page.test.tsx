// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { PrivateMember } from '@sankofa/contracts';
import { clearTokens, storeTokens } from '../../../lib/auth/session-tokens.ts';
import '../../../lib/i18n/in-tests.ts';
import { AiMatchmakingPage } from './ai-matchmaking-page.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const defaults = { ageRange: '22,35', distanceRadius: 50, culturalImportance: 70, languageImportance: 60, religionImportance: 40, educationImportance: 50, lifestyleImportance: 65, aiOptimization: true, learningMode: true };
const weights = { cultural: 70, language: 60, religion: 40, education: 50, lifestyle: 65 };
const kwame = {
  userId: 'kwame',
  user: { id: 'kwame', name: 'Kwame Asante', firstName: 'Kwame', age: 31, location: 'Accra, Ghana', profession: 'Teacher' },
  totalScore: 82,
  breakdownScores: { 'Cultural Heritage': 100, 'Language Match': 75, 'Religion/Spirituality': 20, 'Education Level': 100, 'Lifestyle Compatibility': 40 },
  predictedCompatibility: 78,
  aiInsights: [{ title: 'Shared heritage', description: 'You are both Ghanaian.', confidence: 100 }],
  conversationStarters: ['What Ghanaian dish reminds you most of home?'],
  matchId: null,
  liked: false,
};

/** The signed-in member, whole: the client parses every answer with its route's contract. */
const ama: PrivateMember = {
  id: 'ama', name: 'Ama Mensah', firstName: 'Ama', lastName: 'Mensah', age: 29, location: 'London, United Kingdom', profession: 'Nurse',
  heritage: 'Ghanaian', ethnicGroup: null, bio: null, bioType: null, audioBio: null, videoBio: null, culturalValues: [], languages: [],
  diasporaGeneration: null, religionSpirituality: null, relationshipGoals: null, photos: [], isPremium: false, isVerified: false,
  currentCity: null, currentCountry: null, homeCountry: null, createdAt: '2026-01-01T00:00:00.000Z', email: 'ama@example.com',
  phoneNumber: '+44 20 7946 0958', latitude: null, longitude: null, twoFactorEnabled: false, preferredLanguage: null, autoTranslate: false,
  role: 'user', interfaceLanguage: null, paused: false, sensitiveDataConsent: { ethnicityAndReligion: false, preciseLocation: false },
};

function fakeServer(preferences = defaults) {
  const fetch = vi.fn(async (path: string) => {
    if (path === '/api/user') return json(200, ama);
    if (path === '/api/user/match-preferences') return json(200, preferences);
    if (path === '/api/ai-matches') return json(200, { matches: [kwame], weights, learnedWeights: null, swipesLearnedFrom: 0, optimizedAt: null });
    if (path === '/api/user/ai-insights') return json(200, { matchRate: 25, responseRate: 50, personalityTraits: ['Family', 'Multilingual'] });
    return json(404, { error: 'Not found' });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const renderPage = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AiMatchmakingPage />
    </QueryClientProvider>,
  );
};

describe('/ai-matchmaking', () => {
  beforeEach(() => storeTokens({ accessToken: 'access-token' }, 'signed-in'));
  afterEach(() => {
    cleanup();
    clearTokens();
    vi.unstubAllGlobals();
  });

  test("shows the spec's defaults, the member's real rates and traits, and the recommendations with their analysis", async () => {
    fakeServer();
    renderPage();
    const cultural = (await screen.findByRole('slider', { name: 'Cultural Heritage' })) as HTMLInputElement;
    expect([cultural.value, cultural.step, cultural.min, cultural.max]).toEqual(['70', '5', '0', '100']);
    expect((screen.getByRole('slider', { name: 'Lifestyle Compatibility' }) as HTMLInputElement).value).toBe('65');
    expect((await screen.findByTestId('match-rate')).textContent).toBe('25%');
    expect(screen.getByTestId('response-rate').textContent).toBe('50%');
    expect(screen.getByText('Multilingual')).toBeTruthy();
    fireEvent.click(await screen.findByText('Kwame Asante'));
    const dialog = await screen.findByRole('dialog', { name: 'Match Analysis' });
    expect(within(dialog).getByText('You are both Ghanaian.')).toBeTruthy();
    expect(within(dialog).getByText('What Ghanaian dish reminds you most of home?')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Like Match' })).toBeTruthy();
  });

  test('with AI Optimization off the recommendations are not asked for', async () => {
    const fetch = fakeServer({ ...defaults, aiOptimization: false });
    renderPage();
    await screen.findByText('Turn on AI Optimization to see your recommended matches.');
    expect(fetch.mock.calls.map(([path]) => path)).not.toContain('/api/ai-matches');
  });
});

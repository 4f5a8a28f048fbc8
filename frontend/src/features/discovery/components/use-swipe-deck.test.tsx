// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearTokens, storeTokens } from '../../../lib/auth/session-tokens.ts';
import '../../../lib/i18n/in-tests.ts';
import { exitDurationMs } from '../swipe-constants.ts';
import { useSwipeDeck } from './use-swipe-deck.ts';

/** A member as the contracts have it (answers are parsed with them). */
const member = (id: string) => ({
  id,
  name: id,
  firstName: id,
  lastName: '',
  age: 30,
  location: 'Accra, Ghana',
  profession: '',
  heritage: '',
  ethnicGroup: null,
  bio: null,
  bioType: null,
  audioBio: null,
  videoBio: null,
  culturalValues: [],
  languages: [],
  diasporaGeneration: null,
  religionSpirituality: null,
  relationshipGoals: null,
  photos: [],
  isPremium: false,
  isVerified: false,
  currentCity: null,
  currentCountry: null,
  homeCountry: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});
const profile = (id: string) => ({ ...member(id), distanceBand: null, compatibility: 50, isBoosted: false });
const likeAnswer = (swipedId: string) => ({ swipe: { swipedId, isLike: true }, position: null });
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server: discovery answers Ama, Kofi and Esi until they are swiped; `/api/swipes` answers what the test says. */
function fakeServer(swipeAnswer: () => Response) {
  const swiped = new Set<string>();
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      calls.push(`${init.method} ${path}`);
      if (path.startsWith('/api/users/discovery')) return json(200, ['ama', 'kofi', 'esi'].filter((id) => !swiped.has(id)).map(profile));
      if (path === '/api/swipes') {
        const answer = swipeAnswer();
        if (answer.ok) swiped.add((JSON.parse(String(init.body)) as { swipedId: string }).swipedId);
        return answer;
      }
      return json(404, { error: 'not found' });
    }),
  );
  return calls;
}

const renderDeck = (onMatch = vi.fn()) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useSwipeDeck({ enabled: true, onMatch }), { wrapper });
};

const ids = (deck: { profiles: { id: string }[] }) => deck.profiles.map(({ id }) => id);

describe('useSwipeDeck', () => {
  beforeEach(() => storeTokens({ accessToken: 'access-token' }, 'signed-in'));
  afterEach(() => {
    clearTokens();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  test('advances: the top card flies off to the right on a like, then the next profile is on top', async () => {
    const calls = fakeServer(() => json(201, likeAnswer('ama')));
    const { result } = renderDeck();
    await waitFor(() => expect(ids(result.current)).toEqual(['ama', 'kofi', 'esi']));

    act(() => result.current.swipe('like'));
    expect(result.current.exiting).toEqual({ id: 'ama', direction: 'right' });
    await waitFor(() => expect(result.current.exiting).toBeNull());
    expect(ids(result.current)).toEqual(['kofi', 'esi']);
    expect(calls).toContain('POST /api/swipes');
  });

  test('ignores a second swipe while a card is still flying off', async () => {
    fakeServer(() => json(201, likeAnswer('ama')));
    const { result } = renderDeck();
    await waitFor(() => expect(ids(result.current)).toHaveLength(3));

    act(() => result.current.swipe('pass'));
    act(() => result.current.swipe('pass'));
    expect(result.current.exiting).toEqual({ id: 'ama', direction: 'left' });
    await waitFor(() => expect(result.current.exiting).toBeNull());
    expect(ids(result.current)).toEqual(['kofi', 'esi']);
  });

  test('undoes a swipe the server refuses: the card comes back on top', async () => {
    let refuse = false;
    const swipeAnswered = vi.fn();
    fakeServer(() => {
      swipeAnswered();
      return refuse ? json(429, { error: 'Daily like limit reached' }) : json(201, likeAnswer('ama'));
    });
    const { result } = renderDeck();
    await waitFor(() => expect(ids(result.current)).toHaveLength(3));

    refuse = true;
    // The fly-off's timer runs on the test's clock, which follows the real one until the test moves it on.
    vi.useFakeTimers({ toFake: ['setTimeout'], shouldAdvanceTime: true });
    act(() => result.current.swipe('like'));
    await waitFor(() => expect(swipeAnswered).toHaveBeenCalled());
    await waitFor(() => expect(result.current.exiting).toBeNull());
    // Past the fly-off: the card stays back.
    act(() => vi.advanceTimersByTime(exitDurationMs));
    expect(ids(result.current)).toEqual(['ama', 'kofi', 'esi']);
  });

  test('hands a match the server made to onMatch', async () => {
    const match = { id: 'm1', userId1: 'me', userId2: 'ama', matchedUser: member('ama') };
    fakeServer(() => json(201, { ...likeAnswer('ama'), match }));
    const onMatch = vi.fn();
    const { result } = renderDeck(onMatch);
    await waitFor(() => expect(ids(result.current)).toHaveLength(3));

    act(() => result.current.swipe('like'));
    await waitFor(() => expect(onMatch).toHaveBeenCalledWith(match));
  });
});

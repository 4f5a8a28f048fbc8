// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearTokens, storeTokens } from '../../../lib/auth/session-tokens.ts';
import '../../../lib/i18n/in-tests.ts';
import { useOutbox } from './use-outbox.ts';

/** A sent message as the contract has it (answers are parsed with it). */
const sent = {
  id: 'message-1',
  matchId: 'match-1',
  senderId: 'kofi',
  content: 'Akwaaba!',
  createdAt: '2025-01-01T00:00:00.000Z',
  isTranslated: false,
  translatedContent: null,
  translatedLanguage: null,
  originalLanguage: null,
  sender: { name: 'Kofi', photos: [] },
  status: 'sent',
  messageType: 'text',
  voiceUrl: null,
  voiceDuration: null,
  flagged: false,
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server: each send answers what `answers` says next; records the Idempotency-Key of every send. */
function fakeServer(answers: Array<() => Response>) {
  const keys: Array<string | undefined> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (!path.endsWith('/messages') || init.method !== 'POST') return json(200, []);
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      return (answers.shift() ?? (() => json(201, { message: sent, position: null })))();
    }),
  );
  return keys;
}

const renderOutbox = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => useOutbox('match-1', 'kofi'), { wrapper });
};

describe('useOutbox', () => {
  beforeEach(() => storeTokens({ accessToken: 'access-token' }, 'signed-in'));
  afterEach(() => {
    clearTokens();
    vi.unstubAllGlobals();
  });

  test('keeps a failed message for Retry, which sends it with the same Idempotency-Key; the next message has its own', async () => {
    const keys = fakeServer([() => json(503, { error: 'Try again' })]);
    const { result } = renderOutbox();

    act(() => result.current.send('Akwaaba!'));
    await waitFor(() => expect(result.current.outgoing).toEqual([expect.objectContaining({ content: 'Akwaaba!', state: 'failed' })]));
    act(() => result.current.retry(result.current.outgoing[0]!));
    await waitFor(() => expect(result.current.outgoing).toEqual([]));
    act(() => result.current.send('Coffee on Saturday?'));
    await waitFor(() => expect(keys).toHaveLength(3));

    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test("holds back a text the server wants confirmed, for 'Are you sure?', and sends it confirmed when asked", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string, init: RequestInit) => {
        if (!path.endsWith('/messages') || init.method !== 'POST') return json(200, []);
        bodies.push(JSON.parse(String(init.body)));
        return bodies.length === 1 ? json(409, { error: 'Are you sure?', code: 'message_needs_confirmation' }) : json(201, { message: { ...sent, flagged: true }, position: null });
      }),
    );
    const { result } = renderOutbox();
    act(() => result.current.send('you idiot'));
    await waitFor(() => expect(result.current.unconfirmed).toBe('you idiot'));
    expect(result.current.outgoing).toEqual([]);
    act(() => result.current.send('you idiot', true));
    await waitFor(() => expect(result.current.outgoing).toEqual([]));
    expect(result.current.unconfirmed).toBeNull();
    expect(bodies).toEqual([expect.not.objectContaining({ confirmedDespiteWarning: true }), expect.objectContaining({ content: 'you idiot', confirmedDespiteWarning: true })]);
  });
});

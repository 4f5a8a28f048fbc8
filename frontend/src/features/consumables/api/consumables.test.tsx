// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearTokens, storeTokens } from '../../../lib/auth/session-tokens.ts';
import { usePurchaseConsumable } from './consumables.ts';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server: each purchase answers what `answers` says next; records the Idempotency-Key of every purchase. */
function fakeServer(answers: Array<() => Response>) {
  const keys: Array<string | undefined> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (path !== '/api/purchase-consumable') return json(200, []);
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      return (answers.shift() ?? (() => json(201, { item: { id: 'item-1', itemType: 'boost', paymentId: 'payment-1' }, position: null })))();
    }),
  );
  return keys;
}

const renderPurchase = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return renderHook(() => usePurchaseConsumable(), { wrapper });
};

const boost = { itemType: 'boost', itemName: 'Profile Boost' } as const;

describe('usePurchaseConsumable', () => {
  beforeEach(() => storeTokens({ accessToken: 'access-token' }, 'signed-in'));
  afterEach(() => {
    clearTokens();
    vi.unstubAllGlobals();
  });

  test('sends an Idempotency-Key, the same again when the failed purchase is retried, and a new one for the next purchase', async () => {
    const keys = fakeServer([() => json(503, { error: 'Try again' })]);
    const { result } = renderPurchase();

    await act(() => result.current.mutateAsync(boost).catch(() => undefined));
    await act(() => result.current.mutateAsync(boost));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(() => result.current.mutateAsync(boost));

    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  test('two presses while the first is under way carry the same key, so the server charges once', async () => {
    const keys = fakeServer([]);
    const { result } = renderPurchase();

    await act(() => Promise.all([result.current.mutateAsync(boost), result.current.mutateAsync(boost)]));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

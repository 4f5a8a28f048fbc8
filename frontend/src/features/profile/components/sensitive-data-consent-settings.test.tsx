// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import '../../../lib/i18n/in-tests.ts';
import { clearTokens, storeTokens } from '../../../lib/auth/session-tokens.ts';
import { SensitiveDataConsentSettings } from './sensitive-data-consent-settings.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The server: records each body sent and answers with the choice saved. */
function fakeServer() {
  const saved: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body: unknown = JSON.parse(String(init.body));
      if (path === '/api/user/sensitive-data-consent') saved.push(body);
      return json({ sensitiveDataConsent: body, position: null });
    }),
  );
  return saved;
}

const renderCard = (consent: { ethnicityAndReligion: boolean; preciseLocation: boolean }) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SensitiveDataConsentSettings consent={consent} />
    </QueryClientProvider>,
  );
};

describe('What you share, in Settings', () => {
  beforeEach(() => storeTokens({ accessToken: 'access-token' }, 'signed-in'));
  afterEach(() => {
    cleanup();
    clearTokens();
    vi.unstubAllGlobals();
  });

  test('shows her choice and what a no loses, and saves the whole choice when she changes one', async () => {
    const saved = fakeServer();
    renderCard({ ethnicityAndReligion: true, preciseLocation: false });
    const ethnicity = screen.getByRole<HTMLInputElement>('checkbox', { name: /Ethnic group and religion/ });
    const location = screen.getByRole<HTMLInputElement>('checkbox', { name: /My location for distances/ });
    expect([ethnicity.checked, location.checked]).toEqual([true, false]);
    expect(screen.getByText(/other members won't see them/)).toBeTruthy();
    expect(screen.getByText(/nobody sees how far away you are/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy: what we keep and why' }).getAttribute('href')).toBe('/privacy');

    fireEvent.click(location);
    await waitFor(() => expect(saved).toEqual([{ ethnicityAndReligion: true, preciseLocation: true }]));
  });
});

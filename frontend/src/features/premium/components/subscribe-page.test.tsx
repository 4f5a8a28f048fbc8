// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { Toaster } from '../../../components/toaster.tsx';
import { clearTokens, storeTokens } from '../../../lib/auth/session-tokens.ts';
import '../../../lib/i18n/in-tests.ts';
import { SubscribePage } from './subscribe-page.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server: the subscription setup and the activation answer what the test says. */
function fakeServer(answers: { setup: () => Response | Promise<Response>; activate?: () => Response | Promise<Response> }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/create-subscription') return answers.setup();
      if (path === '/api/user/premium') return (answers.activate ?? (() => json(200, { isPremium: true, premiumUntil: null, position: null })))();
      return json(200, null);
    }),
  );
}

const renderPage = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <SubscribePage />
      <Toaster />
    </QueryClientProvider>,
  );
};

describe('the Subscribe screen', () => {
  beforeEach(() => {
    storeTokens({ accessToken: 'access-token' }, 'signed-in');
    window.history.replaceState(null, '', '/subscribe');
  });
  afterEach(() => {
    cleanup();
    clearTokens();
    vi.unstubAllGlobals();
  });

  test('shows the loading text, then the unable-to-load card with Retry and the error toast when setup fails', async () => {
    fakeServer({ setup: () => json(500, { error: 'boom' }) });
    renderPage();
    expect(screen.getByText('Setting up your premium subscription...')).toBeTruthy();
    await screen.findByText('Unable to load payment form');
    expect(screen.getByText('There was an issue setting up your subscription. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByText('Issues setting up your subscription. Please try again.')).toBeTruthy();
  });

  test('no client secret is the unable-to-load card too', async () => {
    fakeServer({ setup: () => json(200, { clientSecret: '', demo: true, subscriptionId: 's', position: null }) });
    renderPage();
    await screen.findByText('Unable to load payment form');
  });

  test('Demo Mode: activates, says so, and goes to the profile after 1.5 seconds', async () => {
    let finishActivation: (response: Response) => void = () => undefined;
    fakeServer({
      setup: () => json(200, { clientSecret: 'demo_secret_1', demo: true, subscriptionId: 's', position: null }),
      activate: () => new Promise<Response>((resolve) => (finishActivation = resolve)),
    });
    renderPage();
    await screen.findByText('Cancel anytime. No long-term commitment.');
    expect(screen.getByText('$15')).toBeTruthy();
    expect(screen.getByText('Premium features activated for demo purposes')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Activate Premium (Demo) - $15/month' }));
    await screen.findByRole('button', { name: 'Activating Premium...' });
    const activatedAt = Date.now();
    act(() => finishActivation(json(200, { isPremium: true, premiumUntil: null, position: null })));
    await screen.findByText('Premium Activated!');
    expect(window.location.pathname).toBe('/subscribe');
    await waitFor(() => expect(window.location.pathname).toBe('/profile'), { timeout: 3000 });
    expect(Date.now() - activatedAt).toBeGreaterThanOrEqual(1400);
  });

  test('a failed activation says so and stays', async () => {
    fakeServer({
      setup: () => json(200, { clientSecret: 'demo_secret_1', demo: true, subscriptionId: 's', position: null }),
      activate: () => json(500, { error: 'boom' }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Activate Premium (Demo) - $15/month' }));
    await screen.findByText('Failed to activate premium. Please try again.');
    expect(window.location.pathname).toBe('/subscribe');
  });
});

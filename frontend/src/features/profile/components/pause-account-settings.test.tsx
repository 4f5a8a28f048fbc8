// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import '../../../lib/i18n/in-tests.ts';
import { clearTokens, storeTokens } from '../../../lib/auth/session-tokens.ts';
import { PauseAccountSettings } from './pause-account-settings.tsx';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** The server: records each command's path and answers with the state it asked for. */
function fakeServer() {
  const commands: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (init.method === 'POST') commands.push(path);
      return json({ paused: path.endsWith('/pause'), position: null });
    }),
  );
  return commands;
}

const renderCard = (paused: boolean) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PauseAccountSettings paused={paused} />
    </QueryClientProvider>,
  );
};

describe('Pause my account, in Settings', () => {
  beforeEach(() => storeTokens({ accessToken: 'access-token' }, 'signed-in'));
  afterEach(() => {
    cleanup();
    clearTokens();
    vi.unstubAllGlobals();
  });

  test('an active member reads what pausing does and pauses', async () => {
    const commands = fakeServer();
    renderCard(false);
    expect(screen.getByText("You won't be shown to new people; your matches and chats stay.")).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Pause my account' }));
    await waitFor(() => expect(commands).toEqual(['/api/user/pause']));
  });

  test('a paused member sees the notice and resumes', async () => {
    const commands = fakeServer();
    renderCard(true);
    expect(screen.getByRole('status').textContent).toContain('Your account is paused.');
    fireEvent.click(screen.getByRole('button', { name: 'Resume my account' }));
    await waitFor(() => expect(commands).toEqual(['/api/user/resume']));
  });
});

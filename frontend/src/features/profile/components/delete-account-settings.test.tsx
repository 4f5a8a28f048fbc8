// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import '../../../lib/i18n/in-tests.ts';
import { clearTokens, readAccessToken, storeTokens } from '../../../lib/auth/session-tokens.ts';
import { DeleteAccountSettings } from './delete-account-settings.tsx';

/** The server: records each deletion's body and answers it as deleted. */
function fakeServer() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ deleted: true, position: null }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return bodies;
}

const renderCard = (twoFactorEnabled: boolean) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <DeleteAccountSettings twoFactorEnabled={twoFactorEnabled} />
    </QueryClientProvider>,
  );
};

describe('Delete account, in Settings', () => {
  beforeEach(() => storeTokens({ accessToken: 'access-token' }, 'signed-in'));
  afterEach(() => {
    cleanup();
    clearTokens();
    vi.unstubAllGlobals();
  });

  test('says what deleting does and that it cannot be undone, asks for her password, then signs her out', async () => {
    const bodies = fakeServer();
    renderCard(false);
    expect(screen.getByText('This cannot be undone.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    expect(screen.getByText('Enter your password to delete your account')).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'akwaaba-2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(bodies).toEqual([{ password: 'akwaaba-2024' }]));
    await waitFor(() => expect(readAccessToken()).toBeNull());
  });

  test('with two-factor on, asks for a code as well', async () => {
    const bodies = fakeServer();
    renderCard(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    fireEvent.change(screen.getByLabelText('Your password'), { target: { value: 'akwaaba-2024' } });
    fireEvent.change(screen.getByLabelText('Code from your authenticator app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(bodies).toEqual([{ password: 'akwaaba-2024', twoFactorCode: '123456' }]));
  });
});

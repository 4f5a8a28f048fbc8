// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import '../../../lib/i18n/in-tests.ts';
import { clearTokens, storeTokens } from '../../../lib/auth/session-tokens.ts';
import { PhoneChangeForm } from './phone-change-form.tsx';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server: records each command (path and body); the code it texted is 123456. */
function fakeServer() {
  const commands: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      commands.push({ path, body });
      if (path === '/api/user/phone-change') return answer(202, { expiresAt: '2026-03-01T09:10:00.000Z', position: null });
      if (body.code === '123456') return answer(200, { phoneNumber: '+447700900123', position: null });
      return answer(400, { error: 'That code is not right; 4 attempts left', code: 'invalid_phone_change_code', details: { attemptsLeft: 4 } });
    }),
  );
  return commands;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Change phone number, in Settings', () => {
  beforeEach(() => storeTokens({ accessToken: 'access-token' }, 'signed-in'));
  afterEach(() => {
    cleanup();
    clearTokens();
    vi.unstubAllGlobals();
  });

  test('she asks for a code with her password, a wrong code keeps her on the code, the right one changes the number', async () => {
    const commands = fakeServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <PhoneChangeForm phoneNumber="+233 20 123 4567" />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Your phone number is +233 20 123 4567.')).toBeTruthy();
    type('New phone number', '+44 7700 900123');
    type('Your password', 'her password');
    fireEvent.click(screen.getByRole('button', { name: 'Text me a code' }));
    await screen.findByText('We texted a 6-digit code to +44 7700 900123. Enter it within 10 minutes.');

    type('Code from the SMS', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new number' }));
    await waitFor(() => expect(commands).toHaveLength(2));
    expect(screen.getByLabelText('Code from the SMS')).toBeTruthy();

    type('Code from the SMS', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm new number' }));
    await screen.findByRole('button', { name: 'Text me a code' });
    expect(commands).toEqual([
      { path: '/api/user/phone-change', body: { newPhoneNumber: '+44 7700 900123', password: 'her password' } },
      { path: '/api/user/phone-change/confirm', body: { code: '111111' } },
      { path: '/api/user/phone-change/confirm', body: { code: '123456' } },
    ]);
  });
});

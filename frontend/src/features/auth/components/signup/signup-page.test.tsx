// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import '../../../../lib/i18n/in-tests.ts';
import { SignupPage } from './signup-page.tsx';

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SignupPage />
    </QueryClientProvider>,
  );

describe('the signup page', () => {
  afterEach(cleanup);

  test('a refused Continue shows the errors and takes the member to the first field that needs attention', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Continue to Photos/ }));

    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(document.activeElement?.getAttribute('aria-invalid')).toBe('true');
  });

  test('typing in a field clears its error and keeps what was typed', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Continue to Photos/ }));
    const email = document.activeElement as HTMLInputElement;

    fireEvent.change(email, { target: { value: 'ama@example.com' } });
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(email.value).toBe('ama@example.com');
    expect(screen.getByText('First name is required')).toBeTruthy();
  });
});

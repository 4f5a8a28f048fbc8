// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { clearTokens, storeTokens } from '../../../lib/auth/session-tokens.ts';
import '../../../lib/i18n/in-tests.ts';
import { EnhancedVerificationPage } from './enhanced-verification-page.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const trustScoreWith = (points: number) => {
  const verificationScore = Math.round((points / 185) * 100);
  return {
    overallScore: Math.round(verificationScore * 0.4 + 50 * 0.3), verificationScore, behaviorScore: 50, activityScore: 0, socialScore: 0,
    level: 'New User', securityScore: 0, verificationPoints: points, maxVerificationPoints: 185, remainingVerificationPoints: 185 - points, badges: [],
  };
};

/** The read models as the page reads them: the trust score follows the active badges' points. */
function fakeServer(reads: { badges: { points: number; [field: string]: unknown }[]; requests: unknown[] }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      if (path === '/api/user/verification-badges') return json(200, reads.badges);
      if (path === '/api/verification/requests') return json(200, reads.requests);
      if (path === '/api/user/trust-score') return json(200, trustScoreWith(reads.badges.reduce((sum, badge) => sum + badge.points, 0)));
      return json(404, { error: 'Not found' });
    }),
  );
}

const renderPage = () => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <EnhancedVerificationPage />
    </QueryClientProvider>,
  );
};

describe('/enhanced-verification', () => {
  beforeEach(() => storeTokens({ accessToken: 'access-token' }, 'signed-in'));
  afterEach(() => {
    cleanup();
    clearTokens();
    vi.unstubAllGlobals();
  });

  test('with nothing yet: all six types offered, both empty texts, 185 points to earn', async () => {
    fakeServer({ badges: [], requests: [] });
    renderPage();
    await screen.findByText('Complete more verifications to earn up to 185 more points');
    expect(screen.getAllByRole('radio')).toHaveLength(6);
    expect(screen.getByLabelText('Trust level').textContent).toBe('New User');
    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText('No verifications completed yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByText('No pending verifications')).toBeTruthy();
  });

  test('an earned type is not offered; a pending one is dimmed, Under Review and cannot be chosen', async () => {
    fakeServer({
      badges: [{ id: 'b1', badgeType: 'phone', badgeLevel: 'silver', points: 25, isActive: true, earnedAt: '2025-01-01T00:00:00.000Z' }],
      requests: [{ id: 'r1', verificationType: 'video', status: 'in_review', submittedAt: '2025-01-02T00:00:00.000Z', rejectionReason: null }],
    });
    renderPage();
    await screen.findByText('Complete more verifications to earn up to 160 more points');
    expect(screen.queryByRole('radio', { name: 'Phone Number' })).toBeNull();
    const video = await screen.findByRole('radio', { name: 'Video Selfie' });
    await within(video).findByText('Under Review');
    expect((video as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Social Media' }));
    expect(screen.getByRole('button', { name: 'Start Verification' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(await screen.findByText('Reviewing')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByText(/Verified on/)).toBeTruthy();
  });
});

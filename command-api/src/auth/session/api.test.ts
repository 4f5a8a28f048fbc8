import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionStream } from '@sankofa/events';
import { givenMember, post, startAuthApi, streamEvents, type AuthApi } from '../testing/api.ts';
import { SESSION_LIFETIME_MS } from './decider.ts';

let now = Date.now();
let api: AuthApi;
const refresh = (refreshToken: unknown) => post(`${api.url}/api/auth/refresh`, { refreshToken });
const logout = (refreshToken: unknown, accessToken?: string) => post(`${api.url}/api/auth/logout`, { refreshToken }, accessToken);
const sessionIdOf = (refreshToken: string) => refreshToken.split('.')[0]!;

interface Auth {
  accessToken: string;
  refreshToken: string;
}
let addressCount = 0;
/** A new member, logged in: their first pair of tokens. */
const loggedIn = async (): Promise<Auth & { memberId: string }> => {
  const email = `member-${++addressCount}@example.com`;
  const memberId = await givenMember(api.store, email, 'a good password');
  const { body } = await post(`${api.url}/api/auth/login`, { email, password: 'a good password' });
  return { ...(body.auth as Auth), memberId };
};

beforeAll(async () => {
  api = await startAuthApi(() => new Date(now));
});
afterAll(() => api.close());

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token and issues a new access token for the same member', async () => {
    const first = await loggedIn();
    const { status, headers, body } = await refresh(first.refreshToken);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    const next = body.auth as Auth;
    expect(sessionIdOf(next.refreshToken)).toBe(sessionIdOf(first.refreshToken));
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(await api.tokens.verify(next.accessToken)).toMatchObject({ memberId: first.memberId });
    expect((await refresh(next.refreshToken)).status).toBe(200);
  });

  it('ends the whole family when a rotated token is used again: the thief’s and the member’s tokens both stop working', async () => {
    const stolen = await loggedIn();
    const { body } = await refresh(stolen.refreshToken);
    const current = (body.auth as Auth).refreshToken;

    const replay = await refresh(stolen.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('refresh_token_reused');
    expect((await refresh(current)).status).toBe(401);
    expect((await streamEvents(api.store, sessionStream(sessionIdOf(current)))).at(-1)).toMatchObject({
      type: 'SessionRevoked',
      data: { reason: 'refresh_token_reused' },
    });
  });

  it('refuses a session 30 days after its last refresh', async () => {
    const { refreshToken } = await loggedIn();
    now += SESSION_LIFETIME_MS;
    const expired = await refresh(refreshToken);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('invalid_refresh_token');
  });

  it('refuses tokens that are not ours with 401, and a body without one with 400', async () => {
    const { refreshToken } = await loggedIn();
    expect((await refresh(`${sessionIdOf(refreshToken)}.${'A'.repeat(43)}`)).status).toBe(401);
    expect((await refresh('not-a-token')).status).toBe(401);
    const missing = await post(`${api.url}/api/auth/refresh`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('body.refreshToken');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session, so its refresh token no longer works', async () => {
    const { accessToken, refreshToken } = await loggedIn();
    const { status, body } = await logout(refreshToken, accessToken);
    expect(status).toBe(200);
    expect(body).toEqual({ position: expect.any(String) });
    expect((await refresh(refreshToken)).status).toBe(401);
    expect((await logout(refreshToken, accessToken)).status).toBe(200);
  });

  it('will not end another member’s session', async () => {
    const ama = await loggedIn();
    const kofi = await loggedIn();
    const { status, body } = await logout(kofi.refreshToken, ama.accessToken);
    expect(status).toBe(403);
    expect(body.code).toBe('forbidden');
    expect((await refresh(kofi.refreshToken)).status).toBe(200);
  });

  it('needs an access token, and names a missing refresh token', async () => {
    const { accessToken, refreshToken } = await loggedIn();
    expect((await logout(refreshToken)).status).toBe(401);
    const missing = await post(`${api.url}/api/auth/logout`, {}, accessToken);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toContain('body.refreshToken');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushStream, sessionStream, type RecordedEvent } from '@sankofa/events';
import { handleCommand } from '../../handle-command.ts';
import { pushDecider } from '../../push/decide.ts';
import { subscriptionIdOf } from '../../push/routes.ts';
import { givenMember, post, startAuthApi, streamEvents, type AuthApi } from '../testing/api.ts';
import { CONCURRENT_REFRESH_GRACE_MS, SESSION_LIFETIME_MS } from './decide.ts';

let now = Date.now();
let api: AuthApi;
const refresh = (refreshCookie?: string) => post(`${api.url}/api/auth/refresh`, {}, undefined, refreshCookie);
const logout = (accessToken?: string, refreshCookie?: string) => post(`${api.url}/api/auth/logout`, {}, accessToken, refreshCookie);
const sessionIdOf = (refreshToken: string) => refreshToken.split('.')[0]!;
/** A request any member may make, to see whether an access token still works. */
const stillWorks = async (accessToken: string) => (await post(`${api.url}/api/auth/two-factor/enable`, { code: '12' }, accessToken)).status !== 401;

interface Session {
  memberId: string;
  accessToken: string;
  refreshToken: string;
}
let addressCount = 0;
/** A new member, logged in: their access token and refresh cookie. */
const loggedIn = async (email = `member-${++addressCount}@example.com`): Promise<Session> => {
  const memberId = (await givenMember(api.store, email, 'a good password').catch(() => undefined)) ?? '';
  const { body, refreshCookie } = await post(`${api.url}/api/auth/login`, { email, password: 'a good password' });
  return { memberId: memberId || (body.user as { id: string }).id, accessToken: (body.auth as { accessToken: string }).accessToken, refreshToken: refreshCookie!.value };
};

/** Her push devices as the push stream's decider folds them. */
const readDevices = async (memberId: string) => {
  const events: RecordedEvent[] = await streamEvents(api.store, pushStream(memberId));
  return events.filter(pushDecider.handles.has).map(pushDecider.handles.parse).reduce(pushDecider.evolve, pushDecider.initialState).devices;
};

beforeAll(async () => {
  api = await startAuthApi(() => new Date(now));
});
afterAll(() => api.close());

describe('POST /api/auth/refresh', () => {
  it('takes the refresh token from its cookie, rotates it in a new cookie, and answers an access token only', async () => {
    const first = await loggedIn();
    const { status, headers, body, refreshCookie } = await refresh(first.refreshToken);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ auth: { accessToken: expect.any(String) }, user: { id: first.memberId, name: 'Ama Mensah' }, position: expect.any(String) });
    expect(sessionIdOf(refreshCookie!.value)).toBe(sessionIdOf(first.refreshToken));
    expect(refreshCookie!.value).not.toBe(first.refreshToken);
    expect(refreshCookie!.attributes).toMatchObject({ path: '/api/auth', httponly: true, samesite: 'strict' });
    expect(await api.tokens.verify((body.auth as { accessToken: string }).accessToken)).toMatchObject({ memberId: first.memberId, session: { id: sessionIdOf(first.refreshToken) } });
    expect((await refresh(refreshCookie!.value)).status).toBe(200);
  });

  it('marks the cookie Secure when the request came over TLS (X-Forwarded-Proto behind the gateway)', async () => {
    const { refreshToken } = await loggedIn();
    const response = await fetch(`${api.url}/api/auth/refresh`, { method: 'POST', headers: { cookie: `sankofa_refresh=${refreshToken}`, 'x-forwarded-proto': 'https' } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().find((cookie) => cookie.startsWith('sankofa_refresh='))).toMatch(/; secure/i);
  });

  it('lets two tabs refresh with the same cookie at the same moment: both get an access token and the session goes on', async () => {
    const { refreshToken, memberId } = await loggedIn();
    const [one, two] = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    const rotated = [one.refreshCookie, two.refreshCookie].filter((cookie) => cookie !== undefined);
    expect(rotated).toHaveLength(1);
    for (const answer of [one, two]) expect(await api.tokens.verify((answer.body.auth as { accessToken: string }).accessToken)).toMatchObject({ memberId });
    expect((await refresh(rotated[0]!.value)).status).toBe(200);
    expect((await streamEvents(api.store, sessionStream(sessionIdOf(refreshToken)))).map((event) => event.type)).not.toContain('SessionRevoked');
  });

  it('ends the whole family when a rotated token is used again after the grace window: the thief’s and the member’s tokens both stop working', async () => {
    const stolen = await loggedIn();
    const { refreshCookie, body } = await refresh(stolen.refreshToken);
    const current = refreshCookie!.value;
    now += CONCURRENT_REFRESH_GRACE_MS + 1_000;

    const replay = await refresh(stolen.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('refresh_token_reused');
    expect(replay.refreshCookie).toMatchObject({ value: '' });
    expect((await refresh(current)).status).toBe(401);
    expect(await stillWorks((body.auth as { accessToken: string }).accessToken)).toBe(false);
    expect((await streamEvents(api.store, sessionStream(sessionIdOf(current)))).at(-1)).toMatchObject({ type: 'SessionRevoked', data: { reason: 'refresh_token_reused' } });
  });

  it('refuses a session 30 days after its last refresh', async () => {
    const { refreshToken } = await loggedIn();
    now += SESSION_LIFETIME_MS;
    const expired = await refresh(refreshToken);
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('invalid_refresh_token');
  });

  it('refuses a missing cookie, and tokens that are not ours, with 401', async () => {
    const { refreshToken } = await loggedIn();
    expect((await refresh(`${sessionIdOf(refreshToken)}.${'A'.repeat(43)}`)).status).toBe(401);
    expect((await refresh('not-a-token')).status).toBe(401);
    const missing = await refresh();
    expect(missing.status).toBe(401);
    expect(missing.body.code).toBe('invalid_refresh_token');
    // The body is not where a refresh token is read from any more.
    expect((await post(`${api.url}/api/auth/refresh`, { refreshToken })).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session of the access token: its refresh cookie and its access token stop working at once', async () => {
    const { accessToken, refreshToken } = await loggedIn();
    const { status, body, refreshCookie } = await logout(accessToken, refreshToken);
    expect(status).toBe(200);
    expect(body).toEqual({ position: expect.any(String) });
    expect(refreshCookie).toMatchObject({ value: '', attributes: { path: '/api/auth' } });
    expect((await refresh(refreshToken)).status).toBe(401);
    expect(await stillWorks(accessToken)).toBe(false);
  });

  it('leaves the member’s other sessions alone', async () => {
    const phone = await loggedIn();
    const laptop = await loggedIn('member-' + addressCount + '@example.com');
    expect((await logout(phone.accessToken)).status).toBe(200);
    expect(await stillWorks(laptop.accessToken)).toBe(true);
    expect((await refresh(laptop.refreshToken)).status).toBe(200);
  });

  it('needs an access token', async () => {
    const { refreshToken } = await loggedIn();
    expect((await logout(undefined, refreshToken)).status).toBe(401);
  });

  it('removes the push subscription of the device she signs out on, and no other of her devices', async () => {
    const { memberId, accessToken, refreshToken } = await loggedIn();
    const sharedPhone = 'https://push.example/shared-phone';
    const ownLaptop = 'https://push.example/own-laptop';
    for (const endpoint of [sharedPhone, ownLaptop]) {
      const command = { type: 'SubscribeDevice', memberId, subscriptionId: subscriptionIdOf(endpoint), endpoint, p256dh: 'key', auth: 'secret', httpsOnly: true } as const;
      await handleCommand({ store: api.store, stream: pushStream(memberId), decider: pushDecider, command, context: { actorId: memberId, correlationId: 'test' } });
    }
    expect((await post(`${api.url}/api/auth/logout`, { pushEndpoint: 'not a url' }, accessToken, refreshToken)).status).toBe(400);

    expect((await post(`${api.url}/api/auth/logout`, { pushEndpoint: sharedPhone }, accessToken, refreshToken)).status).toBe(200);
    const devices = await readDevices(memberId);
    expect([...devices.keys()]).toEqual([subscriptionIdOf(ownLaptop)]);
    const [unsubscribed] = (await streamEvents(api.store, pushStream(memberId))).filter((event) => event.type === 'PushUnsubscribed');
    expect(unsubscribed?.data).toMatchObject({ subscriptionId: subscriptionIdOf(sharedPhone), reason: 'unsubscribed' });
  });
});

describe('POST /api/auth/logout-everywhere', () => {
  it('ends every session of the member, this one included, and no other member’s', async () => {
    const email = `member-${++addressCount}@example.com`;
    const phone = await loggedIn(email);
    const laptop = await loggedIn(email);
    const someoneElse = await loggedIn();
    now += 1_000;

    const { status, refreshCookie } = await post(`${api.url}/api/auth/logout-everywhere`, {}, laptop.accessToken);
    expect(status).toBe(200);
    expect(refreshCookie).toMatchObject({ value: '' });
    for (const session of [phone, laptop]) {
      expect(await stillWorks(session.accessToken)).toBe(false);
      expect((await refresh(session.refreshToken)).status).toBe(401);
    }
    expect(await stillWorks(someoneElse.accessToken)).toBe(true);

    now += 1_000;
    const again = await loggedIn(email);
    expect(await stillWorks(again.accessToken)).toBe(true);
    expect((await refresh(again.refreshToken)).status).toBe(200);
  });
});

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordRehashed, eventsOf, memberStream, sessionStream } from '@sankofa/events';
import { defaultPasswordHasher } from '../../members/password.ts';
import { anotherClientAddress, fetchFrom } from '../../rate-limits/testing.ts';
import { givenMember, post, startAuthApi, streamEvents, testPasswords, type AuthApi } from '../testing/api.ts';

let now = Date.now();
let api: AuthApi;
const login = (body: unknown, url = api.url) => post(`${url}/api/auth/login`, body);
const invalidCredentials = { error: 'Invalid credentials', code: 'invalid_credentials' };

beforeAll(async () => {
  api = await startAuthApi(() => new Date(now));
});
afterAll(() => api.close());

describe('POST /api/auth/login', () => {
  it('answers a short-lived access token naming its session, and sets the refresh token only as an HttpOnly, SameSite=Strict cookie for /api/auth whose secret stays out of the log', async () => {
    const memberId = await givenMember(api.store, 'ama@example.com', 'correct horse battery');
    const { status, headers, body, refreshCookie } = await login({ email: ' AMA@Example.com', password: 'correct horse battery' });

    expect(status).toBe(200);
    expect(body).toEqual({ requiresTwoFactor: false, auth: { accessToken: expect.any(String) }, user: { id: memberId, name: 'Ama Mensah' }, position: expect.any(String) });
    expect(headers.get('cache-control')).toBe('no-store');
    expect(refreshCookie?.value).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(refreshCookie?.attributes).toMatchObject({ path: '/api/auth', httponly: true, samesite: 'strict', expires: expect.any(String) });
    // Plain HTTP here: `Secure` only over TLS (see the session api tests for X-Forwarded-Proto).
    expect(refreshCookie?.attributes.secure).toBeUndefined();
    const [sessionId, secret] = refreshCookie!.value.split('.') as [string, string];
    const auth = body.auth as { accessToken: string };
    expect(await api.tokens.verify(auth.accessToken)).toMatchObject({ memberId, role: 'member', session: { id: sessionId } });

    expect((await streamEvents(api.store, memberStream(memberId))).at(-1)).toMatchObject({ type: 'LoginSucceeded', data: { memberId, sessionId, withTwoFactor: false } });
    const session = await streamEvents(api.store, sessionStream(sessionId));
    expect(session).toMatchObject([{ type: 'SessionStarted', data: { memberId, refreshTokenHash: createHash('sha256').update(secret).digest('hex') } }]);
    expect(JSON.stringify(session)).not.toContain(secret);
  });

  it('refuses a wrong password with 401 and records the failure', async () => {
    const memberId = await givenMember(api.store, 'kofi@example.com', 'the right one');
    const { status, body } = await login({ email: 'kofi@example.com', password: 'the wrong one' });
    expect(status).toBe(401);
    expect(body).toEqual(invalidCredentials);
    expect((await streamEvents(api.store, memberStream(memberId))).at(-1)).toMatchObject({ type: 'LoginFailed', data: { reason: 'wrong_password' } });
  });

  it('answers an unknown address exactly like a wrong password', async () => {
    const { status, body } = await login({ email: 'nobody@example.com', password: 'anything at all' });
    expect(status).toBe(401);
    expect(body).toEqual(invalidCredentials);
  });

  it('locks an account for 15 minutes after 5 failures, even against the right password, then lets it in', async () => {
    await givenMember(api.store, 'efua@example.com', 'efua password');
    for (let attempt = 0; attempt < 5; attempt++) expect((await login({ email: 'efua@example.com', password: 'guess' })).status).toBe(401);

    const locked = await login({ email: 'efua@example.com', password: 'efua password' });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: 'Too many failed login attempts. Try again in 15 minutes.', code: 'too_many_attempts' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);

    now += 15 * 60_000;
    expect((await login({ email: 'efua@example.com', password: 'efua password' })).status).toBe(200);
  });

  it('locks unregistered addresses the same way, so a 429 does not give a registered one away', async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect((await login({ email: 'ghost@example.com', password: 'guess' })).status).toBe(401);
    expect((await login({ email: 'ghost@example.com', password: 'guess' })).status).toBe(429);
  });

  it('stops a client after 20 failures in 15 minutes, whichever accounts it tries and whichever instance counts them', async () => {
    const other = await api.serveAnother();
    const client = anotherClientAddress();
    const loginFrom = (url: string, body: unknown) =>
      fetchFrom(client, `${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await givenMember(api.store, 'yaw@example.com', 'yaw password');
    for (let attempt = 0; attempt < 20; attempt++) {
      expect((await loginFrom(attempt % 2 ? other.url : api.url, { email: `spray-${attempt}@example.com`, password: 'guess' })).status).toBe(401);
    }
    const refused = await loginFrom(other.url, { email: 'yaw@example.com', password: 'yaw password' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await login({ email: 'yaw@example.com', password: 'yaw password' })).status).toBe(200);
  });

  it('names the fields of a body it cannot use', async () => {
    const empty = await login({});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toContain('body.email');
    expect(empty.body.error).toContain('body.password');
    const badCode = await login({ email: 'ama@example.com', password: 'x', twoFactorCode: 'abc' });
    expect(badCode.status).toBe(400);
    expect(badCode.body.error).toContain('body.twoFactorCode');
    const notJson = await fetch(`${api.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' });
    expect(notJson.status).toBe(400);
  });

  it('upgrades a hash of an older cost to the OWASP cost at the next successful login, once', async () => {
    const owaspServer = await api.serveAnother({ passwords: defaultPasswordHasher });
    const memberId = await givenMember(api.store, 'kwame@example.com', 'kwame password', undefined, testPasswords);
    const loginThere = (password: string) => login({ email: 'kwame@example.com', password }, owaspServer.url);
    const rehashes = async () => (await streamEvents(api.store, memberStream(memberId))).filter((event) => event.type === 'PasswordRehashed');

    expect((await loginThere('not kwame password')).status).toBe(401);
    expect(await rehashes()).toEqual([]);
    expect((await loginThere('kwame password')).status).toBe(200);
    const [rehashed, ...more] = await rehashes();
    expect(more).toEqual([]);
    expect(rehashed).toMatchObject({ data: { memberId, passwordHash: expect.stringMatching(/^scrypt\$131072\$8\$1\$/) } });
    expect(await defaultPasswordHasher.verify('kwame password', eventsOf(PasswordRehashed).parse(rehashed!).data.passwordHash)).toBe(true);

    expect((await loginThere('kwame password')).status).toBe(200);
    expect(await rehashes()).toHaveLength(1);
  });

  it('ignores an empty code field when the account has no second factor', async () => {
    await givenMember(api.store, 'abena@example.com', 'abena password');
    expect((await login({ email: 'abena@example.com', password: 'abena password', twoFactorCode: '' })).status).toBe(200);
  });
});

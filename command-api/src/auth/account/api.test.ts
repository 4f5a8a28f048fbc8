import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStream } from '@sankofa/events';
import { givenMember, post, startAuthApi, streamEvents, type AuthApi } from '../testing/api.ts';

// Ten seconds into a TOTP step, so the millisecond the clock moves per call never crosses into the next step.
const now = Math.floor(Date.now() / 30_000) * 30_000 + 10_000;
let ticks = 0;
let api: AuthApi;
const codeAt = (secret: string, stepsAhead: number) => generateSync({ secret, epoch: Math.floor(now / 1000) + 30 * stepsAhead });
const login = (email: string, password: string, twoFactorCode?: string) => post(`${api.url}/api/auth/login`, { email, password, twoFactorCode });
const changePassword = (accessToken: string, body: Record<string, unknown>) => post(`${api.url}/api/auth/password`, body, accessToken);
const refresh = (refreshCookie: string) => post(`${api.url}/api/auth/refresh`, {}, undefined, refreshCookie);

let addressCount = 0;
const signedIn = async (email: string, password: string, twoFactorCode?: string) => {
  const { body, refreshCookie } = await login(email, password, twoFactorCode);
  return { accessToken: (body.auth as { accessToken: string }).accessToken, refreshToken: refreshCookie!.value };
};
const newMember = async () => {
  const email = `member-${++addressCount}@example.com`;
  const memberId = await givenMember(api.store, email, 'the old password');
  return { email, memberId };
};

beforeAll(async () => {
  // Each command a millisecond later: sessions started before a change are told apart from those after it.
  api = await startAuthApi(() => new Date(now + ticks++));
});
afterAll(() => api.close());

describe('POST /api/auth/password', () => {
  it('changes the password with the old one: this session stays, every other one ends at once', async () => {
    const { email, memberId } = await newMember();
    const here = await signedIn(email, 'the old password');
    const elsewhere = await signedIn(email, 'the old password');

    const changed = await changePassword(here.accessToken, { currentPassword: 'the old password', newPassword: 'a brand new one' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ passwordChanged: true, position: expect.any(String) });
    expect((await streamEvents(api.store, memberStream(memberId))).slice(-2).map((event) => event.type)).toEqual(['PasswordChanged', 'SessionsEnded']);

    expect((await login(email, 'the old password')).status).toBe(401);
    expect((await login(email, 'a brand new one')).status).toBe(200);
    expect((await changePassword(elsewhere.accessToken, { currentPassword: 'a brand new one', newPassword: 'x'.repeat(12) })).status).toBe(401);
    expect((await refresh(elsewhere.refreshToken)).status).toBe(401);
    expect((await refresh(here.refreshToken)).status).toBe(200);
    expect((await changePassword(here.accessToken, { currentPassword: 'wrong', newPassword: 'x'.repeat(12) })).body.code).toBe('wrong_password');
  });

  it('refuses a wrong old password, and a new one under 8 characters, naming the field', async () => {
    const { email } = await newMember();
    const { accessToken } = await signedIn(email, 'the old password');
    const wrong = await changePassword(accessToken, { currentPassword: 'not the old one', newPassword: 'a brand new one' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ error: 'Your current password is not correct', code: 'wrong_password' });
    const short = await changePassword(accessToken, { currentPassword: 'the old password', newPassword: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.error).toContain('body.newPassword');
    expect(short.body.error).toContain('at least 8 characters');
    expect((await login(email, 'the old password')).status).toBe(200);
  });

  it('needs a fresh two-factor code when two-factor is on: none, or the one the login used, is refused', async () => {
    const { email } = await newMember();
    const { accessToken: first } = await signedIn(email, 'the old password');
    const { secret } = (await post(`${api.url}/api/auth/two-factor/setup`, {}, first)).body as { secret: string };
    expect((await post(`${api.url}/api/auth/two-factor/enable`, { code: codeAt(secret, -1) }, first)).status).toBe(200);
    const { accessToken } = await signedIn(email, 'the old password', codeAt(secret, 0));
    const body = { currentPassword: 'the old password', newPassword: 'a brand new one' };

    const withoutCode = await changePassword(accessToken, body);
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.body.code).toBe('two_factor_code_required');
    expect((await changePassword(accessToken, { ...body, twoFactorCode: codeAt(secret, 0) })).body.code).toBe('invalid_two_factor_code');
    expect((await changePassword(accessToken, { ...body, twoFactorCode: codeAt(secret, 1) })).status).toBe(200);
    expect((await login(email, 'a brand new one', codeAt(secret, 1))).status).toBe(401);
  });

  it('is refused for the shared demo account: 403 demo_account_locked', async () => {
    await givenMember(api.store, 'demo@sankofa.app', 'sankofa-demo');
    const { accessToken } = await signedIn('demo@sankofa.app', 'sankofa-demo');
    const refused = await changePassword(accessToken, { currentPassword: 'sankofa-demo', newPassword: 'locked you out' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: 'The demo account’s password, e-mail and two-factor settings cannot be changed', code: 'demo_account_locked' });
    expect((await login('demo@sankofa.app', 'sankofa-demo')).status).toBe(200);
  });

  it('needs an access token', async () => {
    expect((await post(`${api.url}/api/auth/password`, { currentPassword: 'a', newPassword: 'b'.repeat(10) })).status).toBe(401);
  });
});

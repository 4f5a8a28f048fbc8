import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStream } from '@sankofa/events';
import { givenMember, post, startAuthApi, streamEvents, type AuthApi } from '../testing/api.ts';

// Ten seconds into a TOTP step, so the millisecond the clock moves per call never crosses into the next step.
const now = Math.floor(Date.now() / 30_000) * 30_000 + 10_000;
let ticks = 0;
let api: AuthApi;
const codeFor = (secret: string) => generateSync({ secret, epoch: Math.floor(now / 1000) });
/** The code of the next 30-second step: still accepted (clock drift), and never used before. */
const nextCodeFor = (secret: string) => generateSync({ secret, epoch: Math.floor(now / 1000) + 30 });
const wrongCodeFor = (secret: string) => String((Number(codeFor(secret)) + 1) % 1_000_000).padStart(6, '0');
const route = (path: string) => `${api.url}/api/auth/two-factor/${path}`;
const login = (body: Record<string, unknown>) => post(`${api.url}/api/auth/login`, body);
const invalidCode = { error: 'Invalid two-factor code', code: 'invalid_two_factor_code' };

let addressCount = 0;
const loggedInMember = async () => {
  const email = `member-${++addressCount}@example.com`;
  const memberId = await givenMember(api.store, email, 'a good password');
  const { body } = await login({ email, password: 'a good password' });
  return { email, memberId, accessToken: (body.auth as { accessToken: string }).accessToken };
};
const startSetup = async (accessToken: string) => (await post(route('setup'), {}, accessToken)).body as { secret: string };

beforeAll(async () => {
  // Each command a millisecond later: sessions started before a change are told apart from those after it.
  api = await startAuthApi(() => new Date(now + ticks++));
});
afterAll(() => api.close());

describe('two-factor authentication', () => {
  it('is set up with a QR code, enabled with a code, then asked for and checked at every login', async () => {
    const { email, memberId, accessToken } = await loggedInMember();

    const setup = await post(route('setup'), {}, accessToken);
    expect(setup.status).toBe(200);
    expect(setup.headers.get('cache-control')).toBe('no-store');
    expect(setup.body).toEqual({
      secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
      otpauthUri: expect.stringMatching(new RegExp(`^otpauth://totp/Sankofa:${encodeURIComponent(email)}\\?secret=[A-Z2-7]+&issuer=Sankofa$`)),
      qrCodeDataUrl: expect.stringMatching(/^data:image\/png;base64,/),
      position: expect.any(String),
    });
    const { secret } = setup.body as { secret: string };
    const started = (await streamEvents(api.store, memberStream(memberId))).at(-1);
    expect(started).toMatchObject({ type: 'TwoFactorSetupStarted' });
    expect(JSON.stringify(started)).not.toContain(secret);

    const wrong = await post(route('enable'), { code: wrongCodeFor(secret) }, accessToken);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(invalidCode);
    const enabled = await post(route('enable'), { code: codeFor(secret) }, accessToken);
    expect(enabled.status).toBe(200);
    expect(enabled.body).toEqual({ twoFactorEnabled: true, position: expect.any(String) });

    const withoutCode = await login({ email, password: 'a good password' });
    expect(withoutCode.status).toBe(200);
    expect(withoutCode.body).toEqual({ requiresTwoFactor: true });

    // The code that turned it on is spent: the next step's serves.
    expect((await login({ email, password: 'a good password', twoFactorCode: codeFor(secret) })).status).toBe(401);
    const withCode = await login({ email, password: 'a good password', twoFactorCode: nextCodeFor(secret) });
    expect(withCode.status).toBe(200);
    expect(withCode.body).toMatchObject({ requiresTwoFactor: false, auth: { accessToken: expect.any(String) }, user: { id: memberId } });

    const wrongAtLogin = await login({ email, password: 'a good password', twoFactorCode: wrongCodeFor(secret) });
    expect(wrongAtLogin.status).toBe(401);
    expect(wrongAtLogin.body).toEqual(invalidCode);
    expect((await streamEvents(api.store, memberStream(memberId))).at(-1)).toMatchObject({ type: 'LoginFailed', data: { reason: 'wrong_two_factor_code' } });
  });

  it('takes each code once: a replayed or older code is refused, the next one accepted', async () => {
    const { email, accessToken } = await loggedInMember();
    const { secret } = await startSetup(accessToken);
    const previousCode = generateSync({ secret, epoch: Math.floor(now / 1000) - 30 });
    expect((await post(route('enable'), { code: previousCode }, accessToken)).status).toBe(200);
    const loginWith = (twoFactorCode: string) => login({ email, password: 'a good password', twoFactorCode });
    const nextCode = nextCodeFor(secret);

    expect((await loginWith(codeFor(secret))).status).toBe(200);
    const replayed = await loginWith(codeFor(secret));
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual(invalidCode);
    expect((await loginWith(nextCode)).status).toBe(200);
    expect((await loginWith(codeFor(secret))).status).toBe(401);
  });

  it('cannot be set up again while it is on, and is turned off only with a valid code', async () => {
    const { email, accessToken } = await loggedInMember();
    const { secret } = await startSetup(accessToken);
    await post(route('enable'), { code: codeFor(secret) }, accessToken);

    expect((await post(route('setup'), {}, accessToken)).body.code).toBe('two_factor_already_enabled');
    expect((await post(route('disable'), { code: wrongCodeFor(secret) }, accessToken)).body).toEqual(invalidCode);
    const disabled = await post(route('disable'), { code: nextCodeFor(secret) }, accessToken);
    expect(disabled.status).toBe(200);
    expect(disabled.body).toEqual({ twoFactorEnabled: false, position: expect.any(String) });
    expect((await login({ email, password: 'a good password' })).body).toMatchObject({ requiresTwoFactor: false });
  });

  it('is turned off only with a code never used before: not the one that turned it on, nor one a login used', async () => {
    const { email, accessToken } = await loggedInMember();
    const { secret } = await startSetup(accessToken);
    expect((await post(route('enable'), { code: codeFor(secret) }, accessToken)).status).toBe(200);
    const sameCode = await post(route('disable'), { code: codeFor(secret) }, accessToken);
    expect(sameCode.status).toBe(400);
    expect(sameCode.body).toEqual(invalidCode);

    const signedInAgain = await login({ email, password: 'a good password', twoFactorCode: nextCodeFor(secret) });
    expect(signedInAgain.status).toBe(200);
    expect((await post(route('disable'), { code: nextCodeFor(secret) }, accessToken)).body).toEqual(invalidCode);
    expect((await post(route('enable'), {}, accessToken)).status).toBe(400);
  });

  it('ends the member’s other sessions when turned on or off; the session that asked stays signed in', async () => {
    const { email, accessToken } = await loggedInMember();
    const other = await login({ email, password: 'a good password' });
    const otherToken = (other.body.auth as { accessToken: string }).accessToken;
    const { secret } = await startSetup(accessToken);
    expect((await post(route('enable'), { code: codeFor(secret) }, accessToken)).status).toBe(200);

    expect((await post(route('setup'), {}, otherToken)).status).toBe(401);
    expect((await post(`${api.url}/api/auth/refresh`, {}, undefined, other.refreshCookie!.value)).status).toBe(401);
    expect((await post(route('setup'), {}, accessToken)).body.code).toBe('two_factor_already_enabled');
  });

  it('cannot be set up, turned on or turned off on the shared demo account: 403 demo_account_locked', async () => {
    await givenMember(api.store, 'demo@sankofa.app', 'sankofa-demo');
    const { body } = await login({ email: 'demo@sankofa.app', password: 'sankofa-demo' });
    const accessToken = (body.auth as { accessToken: string }).accessToken;
    for (const path of ['setup', 'enable', 'disable']) {
      const refused = await post(route(path), { code: '123456' }, accessToken);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: expect.stringContaining('demo account'), code: 'demo_account_locked' });
    }
  });

  it('stops guessing codes with a stolen access token after 5 wrong ones', async () => {
    const { accessToken } = await loggedInMember();
    const { secret } = await startSetup(accessToken);
    await post(route('enable'), { code: codeFor(secret) }, accessToken);
    for (let guess = 0; guess < 5; guess++) expect((await post(route('disable'), { code: wrongCodeFor(secret) }, accessToken)).status).toBe(400);
    const locked = await post(route('disable'), { code: codeFor(secret) }, accessToken);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('too_many_attempts');
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers every route with 401 without an access token', async () => {
    for (const path of ['setup', 'enable', 'disable']) {
      const { status, body } = await post(route(path), { code: '123456' });
      expect(status).toBe(401);
      expect(body.code).toBe('unauthorized');
    }
  });

  it('names a missing or malformed code', async () => {
    const { accessToken } = await loggedInMember();
    for (const body of [{}, { code: '12ab56' }, { code: 123456 }]) {
      const response = await post(route('enable'), body, accessToken);
      expect(response.status).toBe(400);
      expect(response.body.error).toContain('body.code');
    }
  });

  it('needs a setup before it can be enabled', async () => {
    const { accessToken } = await loggedInMember();
    const response = await post(route('enable'), { code: '123456' }, accessToken);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('two_factor_setup_not_started');
  });
});

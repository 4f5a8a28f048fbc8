import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberStream, type RecordedEvent } from '@sankofa/events';
import { TEST_APP_URL, givenMember, post, startAuthApi, streamEvents, type AuthApi } from '../testing/api.ts';

// Ten seconds into a TOTP step, so the millisecond the clock moves per call never crosses into the next step.
const now = Math.floor(Date.now() / 30_000) * 30_000 + 10_000;
let ticks = 0;
/** Moved on to see links expire. */
let laterMs = 0;
let api: AuthApi;

beforeAll(async () => {
  api = await startAuthApi(() => new Date(now + laterMs + ticks++));
});
afterAll(() => api.close());

let clients = 0;
/** Each test its own client address (the API trusts X-Forwarded-For, as behind the gateway): per-client limits count apart. */
const newClient = () => {
  const address = `203.0.113.${++clients}`;
  const send = async (path: string, body: unknown) => {
    const response = await fetch(`${api.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': address }, body: JSON.stringify(body) });
    return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> & { code?: string; error?: string } };
  };
  return {
    askForLink: (email: string) => send('/api/auth/password-reset', { email }),
    confirm: (body: Record<string, unknown>) => send('/api/auth/password-reset/confirm', body),
  };
};

let addressCount = 0;
const newMember = async () => {
  const email = `reset-${++addressCount}@example.com`;
  const memberId = await givenMember(api.store, email, 'the old password');
  return { email, memberId };
};
const login = (email: string, password: string, twoFactorCode?: string) => post(`${api.url}/api/auth/login`, { email, password, twoFactorCode });
const mailsTo = async (email: string) => (await api.outbox.messages()).filter((message) => message.to === email);
/** The token of the latest link e-mailed to `email`. */
const tokenMailedTo = async (email: string): Promise<string> => {
  const [latest] = await mailsTo(email);
  const link = /https:\/\/\S+/.exec(latest?.body ?? '')?.[0];
  expect(link).toMatch(new RegExp(`^${TEST_APP_URL}/reset-password\\?token=`));
  return new URL(link!).searchParams.get('token')!;
};
const allEvents = async () => {
  const events: RecordedEvent[] = [];
  for await (const event of api.store.readAll()) events.push(event);
  return events;
};

describe('POST /api/auth/password-reset', () => {
  it('answers an unknown address exactly as a member’s, and e-mails only the member', async () => {
    const client = newClient();
    const { email } = await newMember();
    const forNobody = await client.askForLink('nobody-here@example.com');
    const forMember = await client.askForLink(email);
    expect(forNobody).toMatchObject({ status: 202, body: { sent: true } });
    expect(forMember.status).toBe(forNobody.status);
    expect(forMember.body).toEqual(forNobody.body);
    expect(await mailsTo('nobody-here@example.com')).toEqual([]);
    const [mail, ...others] = await mailsTo(email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Reset your Sankofa password' });
    expect(mail!.body).toContain('within 1 hour');
  });

  it('is limited per e-mail address, known or not, and per client: 429 with Retry-After', async () => {
    const { email } = await newMember();
    for (const address of [email, 'nobody-limited@example.com']) {
      for (let count = 0; count < 3; count++) expect((await newClient().askForLink(address)).status).toBe(202);
      const refused = await newClient().askForLink(address);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body).toMatchObject({ code: 'rate_limited', details: { limit: 'passwordResetEmails' } });
    }
    expect(await mailsTo(email)).toHaveLength(3);

    const client = newClient();
    for (let count = 0; count < 10; count++) expect((await client.askForLink(`someone-${count}@example.com`)).status).toBe(202);
    const refused = await client.askForLink('someone-else@example.com');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate_limited', details: { limit: 'passwordResets' } });
    expect(refused.body.error).toMatch(/^Too many password reset requests from this network\. Try again in (\d+ minutes?|1 hour)\.$/);
  });

  it('answers a member as anyone else when her mail cannot be sent', async () => {
    const { email } = await newMember();
    const unreachable = await api.serveAnother({ email: { send: () => Promise.reject(new Error('SMTP server refused the connection')) } });
    const response = await fetch(`${unreachable.url}/api/auth/password-reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ sent: true });
  });

  it('needs an e-mail', async () => {
    const refused = await newClient().askForLink('');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toContain('Email is required');
  });
});

describe('POST /api/auth/password-reset/confirm', () => {
  it('sets the new password once, ends every session of the member and keeps neither link nor address in the log', async () => {
    const client = newClient();
    const { email, memberId } = await newMember();
    const before = await login(email, 'the old password');
    const accessToken = (before.body.auth as { accessToken: string }).accessToken;
    await client.askForLink(email);
    const token = await tokenMailedTo(email);

    const reset = await client.confirm({ token, newPassword: 'a brand new one' });
    expect(reset).toMatchObject({ status: 200, body: { passwordReset: true, position: expect.any(String) } });
    expect((await streamEvents(api.store, memberStream(memberId))).slice(-3).map((event) => event.type)).toEqual(['PasswordResetRequested', 'PasswordResetCompleted', 'SessionsEnded']);
    expect((await login(email, 'the old password')).status).toBe(401);
    expect((await login(email, 'a brand new one')).status).toBe(200);
    expect((await post(`${api.url}/api/auth/refresh`, {}, undefined, before.refreshCookie!.value)).status).toBe(401);
    expect((await post(`${api.url}/api/auth/logout-everywhere`, {}, accessToken)).status).toBe(401);

    const again = await client.confirm({ token, newPassword: 'yet another one' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'reset_link_used', error: 'This password reset link has already been used. Ask for a new one if you need to.' });
    expect((await login(email, 'a brand new one')).status).toBe(200);

    const log = JSON.stringify(await allEvents());
    expect(log).not.toContain(token);
    expect(log).not.toContain(token.split('.')[1]);
    const requested = (await streamEvents(api.store, memberStream(memberId))).find((event) => event.type === 'PasswordResetRequested')!;
    expect(JSON.stringify(requested)).not.toContain(email);
  });

  it('refuses a link older than an hour, and one a newer link replaced', async () => {
    const client = newClient();
    const { email } = await newMember();
    await client.askForLink(email);
    const first = await tokenMailedTo(email);
    await client.askForLink(email);
    const second = await tokenMailedTo(email);

    const replaced = await client.confirm({ token: first, newPassword: 'a brand new one' });
    expect(replaced.status).toBe(409);
    expect(replaced.body.code).toBe('reset_link_superseded');

    laterMs = 61 * 60_000;
    try {
      const expired = await client.confirm({ token: second, newPassword: 'a brand new one' });
      expect(expired.status).toBe(409);
      expect(expired.body).toEqual({ code: 'reset_link_expired', error: 'This password reset link has expired (links work for 1 hour). Ask for a new one.' });
    } finally {
      laterMs = 0;
    }
    expect((await login(email, 'the old password')).status).toBe(200);
  });

  it('refuses a malformed token, a made-up one and a weak password, naming the problem', async () => {
    const client = newClient();
    const { email, memberId } = await newMember();
    await client.askForLink(email);
    const token = await tokenMailedTo(email);

    const malformed = await client.confirm({ token: 'not-a-token', newPassword: 'a brand new one' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toContain('body.token');
    expect(malformed.body.error).toContain('token is malformed');
    const madeUp = await client.confirm({ token: `${memberId}.${'A'.repeat(43)}`, newPassword: 'a brand new one' });
    expect(madeUp).toMatchObject({ status: 400, body: { code: 'reset_link_invalid' } });
    const weak = await client.confirm({ token, newPassword: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toContain('body.newPassword');
    expect(weak.body.error).toContain('at least 8 characters');
    expect((await client.confirm({ token, newPassword: 'long enough now' })).status).toBe(200);
  });

  it('asks a member with two-factor on for a fresh code', async () => {
    const client = newClient();
    const { email } = await newMember();
    const codeAt = (secret: string, stepsAhead: number) => generateSync({ secret, epoch: Math.floor(now / 1000) + 30 * stepsAhead });
    const { accessToken } = (await login(email, 'the old password')).body.auth as { accessToken: string };
    const { secret } = (await post(`${api.url}/api/auth/two-factor/setup`, {}, accessToken)).body as { secret: string };
    expect((await post(`${api.url}/api/auth/two-factor/enable`, { code: codeAt(secret, -1) }, accessToken)).status).toBe(200);
    await client.askForLink(email);
    const token = await tokenMailedTo(email);

    const withoutCode = await client.confirm({ token, newPassword: 'a brand new one' });
    expect(withoutCode).toMatchObject({ status: 400, body: { code: 'two_factor_code_required' } });
    const wrongCode = await client.confirm({ token, newPassword: 'a brand new one', twoFactorCode: codeAt(secret, -1) });
    expect(wrongCode).toMatchObject({ status: 400, body: { code: 'invalid_two_factor_code' } });
    expect((await client.confirm({ token, newPassword: 'a brand new one', twoFactorCode: codeAt(secret, 0) })).status).toBe(200);
    expect((await login(email, 'a brand new one', codeAt(secret, 1))).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authRouter } from '@sankofa/command-api/auth';
import { testPasswords } from '@sankofa/command-api/auth/testing';
import { registerMember } from '@sankofa/command-api/members';
import { registrationInput, TEST_IDENTITY_BAN_KEY, uniquePhoneNumber } from '@sankofa/command-api/members/testing';
import { VERIFICATION_REWARDS, VerificationApproved, newEvent, verificationStream, type VerificationType } from '@sankofa/events';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { trustQueryRouter } from './routes.ts';

const CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0';
const PASSWORD = 'a good password';

let stack: FeatureStack;
/** What the country lookup answers for every address: tests move the member between countries. */
let clientCountry: string | null = 'GH';
let latest: string | null = null;
let sequence = 0;

beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['trust_scores', 'security_log'],
    commandRouters: ({ store, tokens }) => [
      authRouter({ store, tokens, passwords: testPasswords, twoFactorEncryptionSecret: 'test-two-factor-key', countryOf: () => clientCountry }),
    ],
    queryRouters: (deps) => [trustQueryRouter(deps)],
  });
});
afterAll(() => stack.close());

const seen = (position: string | null | undefined) => {
  if (position && (latest === null || position > latest)) latest = position;
};

const member = async (role: 'member' | 'admin' = 'member') => {
  const n = ++sequence;
  const email = `trust${n}@example.com`;
  const input = registrationInput({ email, phoneNumber: uniquePhoneNumber(), firstName: `Trust${n}`, lastName: 'Mensah', age: 30, location: 'Accra', heritage: 'Ghanaian', profession: 'Nurse' });
  const { passwordHash: _unused, ...withoutHash } = input as typeof input & { passwordHash: string };
  const { memberId, position } = await registerMember({ store: stack.store, passwords: testPasswords, identityBanKey: TEST_IDENTITY_BAN_KEY }, { ...withoutHash, password: PASSWORD, role }, { actorId: 'test', correlationId: 'test' });
  seen(position);
  return { memberId, email };
};

const logIn = async (email: string, password: string, userAgent = CHROME) => {
  const response = await fetch(`${stack.commandUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json();
  seen(body.position);
  return { status: response.status, body };
};

const approve = async (memberId: string, verificationType: VerificationType) => {
  const { points, level } = VERIFICATION_REWARDS[verificationType];
  seen(
    await stack.given(
      verificationStream(memberId),
      newEvent(VerificationApproved, { memberId, requestId: `${memberId}-${verificationType}`, verificationType, points, badgeLevel: level, decidedBy: null }, { actorId: 'test', correlationId: 'test' }),
    ),
  );
};

const get = async (path: string, authorization: Record<string, string>) => {
  const response = await fetch(`${stack.queryUrl}${path}`, { headers: { ...authorization, ...(latest ? { 'x-min-position': latest } : {}) } });
  return { status: response.status, body: await response.json() };
};
const as = (memberId: string) => stack.bearer(memberId);
const asAdmin = async (memberId: string) => ({ authorization: `Bearer ${await stack.tokens.issue({ memberId, role: 'admin' })}` });

describe('trust and security queries', () => {
  it('answer 401 without a token', async () => {
    for (const path of ['/api/user/trust-score', '/api/admin/fraud-logs/someone', '/api/user/sessions', '/api/user/privacy-settings']) {
      expect((await get(path, {})).status, path).toBe(401);
    }
  });
});

describe('GET /api/user/trust-score', () => {
  it("starts a newcomer at the spec's defaults: behaviour 50, the rest 0, New User", async () => {
    const { memberId } = await member();
    const { status, body } = await get('/api/user/trust-score', await as(memberId));
    expect(status).toBe(200);
    expect(body).toEqual({
      overallScore: 15,
      verificationScore: 0,
      behaviorScore: 50,
      activityScore: 0,
      socialScore: 0,
      level: 'New User',
      securityScore: 15,
      verificationPoints: 0,
      maxVerificationPoints: 185,
      remainingVerificationPoints: 185,
      badges: [],
    });
  });

  it("rises with the member's own badges and sign-ins, never another member's, and reaches the next level", async () => {
    const ama = await member();
    const kofi = await member();
    await approve(ama.memberId, 'phone');
    expect((await logIn(ama.email, PASSWORD)).status).toBe(200);
    const afterPhone = (await get('/api/user/trust-score', await as(ama.memberId))).body;
    expect(afterPhone).toMatchObject({ verificationScore: 14, activityScore: 5, verificationPoints: 25, remainingVerificationPoints: 160, securityScore: afterPhone.overallScore + 5 });
    expect(afterPhone.badges).toEqual([expect.objectContaining({ verificationType: 'phone', badgeLevel: 'silver', points: 25, isActive: true })]);
    expect(afterPhone.overallScore).toBeGreaterThan(15);
    expect((await get('/api/user/trust-score', await as(kofi.memberId))).body).toMatchObject({ overallScore: 15, badges: [] });

    for (const type of ['id', 'video', 'biometric'] as const) await approve(ama.memberId, type);
    const verified = (await get('/api/user/trust-score', await as(ama.memberId))).body;
    expect(verified).toMatchObject({ verificationScore: 81, level: 'Building Trust', verificationPoints: 150, remainingVerificationPoints: 35 });
    expect(verified.securityScore).toBe(Math.min(100, verified.overallScore + 20));
  });
});

describe('GET /api/admin/fraud-logs/:id', () => {
  it("gives a member her own log, newest first, with new devices, new countries, failures and the lockout, and counts the safe ones among the latest five", async () => {
    const ama = await member();
    clientCountry = 'GH';
    expect((await logIn(ama.email, PASSWORD, CHROME)).status).toBe(200);
    expect((await logIn(ama.email, PASSWORD, CHROME)).status).toBe(200);
    expect((await logIn(ama.email, PASSWORD, FIREFOX)).status).toBe(200);
    clientCountry = 'NG';
    expect((await logIn(ama.email, PASSWORD, FIREFOX)).status).toBe(200);
    for (let attempt = 0; attempt < 5; attempt++) expect((await logIn(ama.email, 'wrong password', FIREFOX)).status).toBe(401);
    expect((await logIn(ama.email, PASSWORD, FIREFOX)).status).toBe(429);

    // A refused login answers no position to wait for: wait for its line instead.
    const logOf = async () => get(`/api/admin/fraud-logs/${ama.memberId}`, await as(ama.memberId));
    await expect.poll(async () => (await logOf()).body.logs[0]?.actionType).toBe('account_locked');
    const { status, body } = await logOf();
    expect(status).toBe(200);
    expect(body.memberId).toBe(ama.memberId);
    expect(body.logs.map((entry: { actionType: string; riskLevel: string }) => [entry.actionType, entry.riskLevel])).toEqual([
      ['account_locked', 'high'],
      ['login_failed', 'medium'],
      ['login_failed', 'medium'],
      ['login_failed', 'medium'],
      ['login_failed', 'medium'],
      ['new_country_login', 'high'],
      ['new_device_login', 'medium'],
      ['login', 'low'],
      ['login', 'low'],
    ]);
    expect(body.logs[0]).toMatchObject({ action: 'Account locked after too many failed sign-ins', actionTaken: 'Sign-in locked for 15 minutes', device: 'Firefox on Linux', country: 'NG', riskScore: 90 });
    expect(body.logs[5]).toMatchObject({ action: 'Signed in from a new country (NG) on Firefox on Linux', actionTaken: 'Allowed' });
    expect(body.safeActivities).toBe(0);

    // The lockout lowers the behaviour score.
    await expect.poll(async () => (await get('/api/user/trust-score', await as(ama.memberId))).body.behaviorScore).toBe(45);
  });

  it('counts the low-risk events among the latest five as safe activities', async () => {
    const esi = await member();
    clientCountry = null;
    for (let login = 0; login < 3; login++) expect((await logIn(esi.email, PASSWORD)).status).toBe(200);
    expect((await logIn(esi.email, 'wrong password')).status).toBe(401);
    const logOf = async () => get(`/api/admin/fraud-logs/${esi.memberId}`, await as(esi.memberId));
    await expect.poll(async () => (await logOf()).body.logs.length).toBe(4);
    const { body } = await logOf();
    expect(body.logs.map((entry: { riskLevel: string }) => entry.riskLevel)).toEqual(['medium', 'low', 'low', 'low']);
    expect(body.safeActivities).toBe(3);
  });

  it("refuses another member's log (403), and lets an admin read anyone's", async () => {
    const ama = await member();
    const kofi = await member();
    const admin = await member('admin');
    clientCountry = null;
    expect((await logIn(ama.email, PASSWORD)).status).toBe(200);
    const refused = await get(`/api/admin/fraud-logs/${ama.memberId}`, await as(kofi.memberId));
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ code: 'forbidden', error: "Only admins may read another member's security log" }) });
    const read = await get(`/api/admin/fraud-logs/${ama.memberId}`, await asAdmin(admin.memberId));
    expect(read.status).toBe(200);
    expect(read.body.logs.map((entry: { actionType: string }) => entry.actionType)).toEqual(['login']);
  });
});

describe('GET /api/user/sessions', () => {
  it("lists the member's own sessions with their devices, marking the one asking", async () => {
    const ama = await member();
    const kofi = await member();
    clientCountry = 'GH';
    const first = await logIn(ama.email, PASSWORD, CHROME);
    await logIn(ama.email, PASSWORD, FIREFOX);
    await logIn(kofi.email, PASSWORD, FIREFOX);
    const { status, body } = await get('/api/user/sessions', { authorization: `Bearer ${first.body.auth.accessToken}` });
    expect(status).toBe(200);
    expect(body.sessions.map(({ device, country, current, endedAt }: Record<string, unknown>) => ({ device, country, current, endedAt }))).toEqual([
      { device: 'Firefox on Linux', country: 'GH', current: false, endedAt: null },
      { device: 'Chrome on macOS', country: 'GH', current: true, endedAt: null },
    ]);
  });
});

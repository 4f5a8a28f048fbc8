import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createPostgresEventStore, memberStream, migrateEventStore, reportStream, type EventStore } from '@sankofa/events';
import { createAccessTokens, createLogger, createPool, createSessionRevocations, type AccessTokens, type SessionRevocations } from '@sankofa/server-kit';
import { createTestDatabase, serve, type RunningServer } from '@sankofa/server-kit/testing';
import { createCommandApi } from '../app.ts';
import { authRouter } from '../auth/routes.ts';
import { post, streamEvents, testPasswords } from '../auth/testing/api.ts';
import { migrateCommandApi } from '../migrate.ts';
import { registerMember } from '../members/register-member.ts';
import { signupInput } from '../members/signup-input.ts';
import { safetyRouter } from '../safety/routes.ts';
import { moderationRouter } from './routes.ts';
import { TEST_IDENTITY_BAN_KEY, uniquePhoneNumber } from '../members/testing/registration-input.ts';

let pool: pg.Pool;
let store: EventStore;
let tokens: AccessTokens;
let revocations: SessionRevocations;
let server: RunningServer;
beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  await migrateCommandApi(pool);
  store = createPostgresEventStore(pool);
  revocations = createSessionRevocations({ retainMs: 120_000 });
  tokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 60, revocations });
  const deps = { store, tokens, revocations };
  const routers = [authRouter({ ...deps, passwords: testPasswords, twoFactorEncryptionSecret: 'test-two-factor-key' }), safetyRouter(deps), moderationRouter({ ...deps, identityBanKey: 'test-identity-ban-key' })];
  server = await serve(createCommandApi({ store, pool, tokens, logger: createLogger('moderation-test', { silent: true }), routers }).callback());
});
afterAll(async () => {
  await server.close();
  await store.close();
  await pool.end();
});

const PASSWORD = 'a good password';
let sequence = 0;
interface Session {
  id: string;
  email: string;
  accessToken: string;
  refreshToken: string;
}
/** A member (or admin) registered through signup's own command, then logged in over HTTP. */
const loggedIn = async (firstName: string, role: 'member' | 'admin' = 'member'): Promise<Session> => {
  const email = `${firstName.toLowerCase()}-${++sequence}@example.com`;
  const input = signupInput.parse({ email, password: PASSWORD, phoneNumber: uniquePhoneNumber(), age: 29, location: 'Accra, Ghana', heritage: 'Ghanaian', profession: 'Architect', firstName, lastName: 'Mensah' });
  const { memberId } = await registerMember({ store, passwords: testPasswords, identityBanKey: TEST_IDENTITY_BAN_KEY }, { ...input, role }, { actorId: 'anonymous', correlationId: 'test' });
  const { body, refreshCookie } = await post(`${server.url}/api/auth/login`, { email, password: PASSWORD });
  return { id: memberId, email, accessToken: (body.auth as { accessToken: string }).accessToken, refreshToken: refreshCookie!.value };
};
const as = (session: Session | null, path: string, body: unknown = {}) => post(`${server.url}${path}`, body, session?.accessToken);
const fileReport = async (reporter: Session, reported: Session) =>
  (await as(reporter, `/api/users/${reported.id}/report`, { reason: 'harassment', description: 'Abusive messages', attachConversation: true })).body.reportId as string;
const typesOn = async (stream: string) => (await streamEvents(store, stream)).map((event) => event.type);
const dataOf = async (stream: string, type: string) => (await streamEvents(store, stream)).filter((event) => event.type === type).map((event) => event.data);
const uphold = (admin: Session | null, reportId: string, action: string, note = '') => as(admin, `/api/admin/reports/${reportId}/uphold`, { action, note });
const dismiss = (admin: Session | null, reportId: string) => as(admin, `/api/admin/reports/${reportId}/dismiss`, { note: 'Not a breach' });
const lift = (admin: Session | null, memberId: string) => as(admin, `/api/admin/members/${memberId}/lift-suspension`);
const login = (session: Session, password = PASSWORD) => post(`${server.url}/api/auth/login`, { email: session.email, password });
const refresh = (refreshToken: string) => post(`${server.url}/api/auth/refresh`, {}, undefined, refreshToken);
/** A request any member may make, to see whether an access token still works. */
const stillWorks = async (session: Session) => (await as(session, `/api/users/${session.id}/block`)).status !== 401;

describe('moderation decisions over HTTP', () => {
  it('records the reporter attaching the conversation, false unless asked', async () => {
    const [ama, kofi] = [await loggedIn('Ama'), await loggedIn('Kofi')];
    const attached = await fileReport(ama, kofi);
    expect(await dataOf(reportStream(attached), 'MemberReported')).toEqual([expect.objectContaining({ attachConversation: true })]);
    const plain = (await as(ama, `/api/users/${kofi.id}/report`, { reason: 'spam' })).body.reportId as string;
    expect(await dataOf(reportStream(plain), 'MemberReported')).toEqual([expect.objectContaining({ attachConversation: false })]);
    const bad = await as(ama, `/api/users/${kofi.id}/report`, { reason: 'spam', attachConversation: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^body\.attachConversation: attachConversation must be true or false/);
  });

  it('lets only administrators decide: 401 without a token, 403 for a member', async () => {
    const [ama, kofi] = [await loggedIn('Ama'), await loggedIn('Kofi')];
    const reportId = await fileReport(ama, kofi);
    for (const answer of [await uphold(null, reportId, 'none'), await dismiss(null, reportId), await lift(null, kofi.id)]) expect(answer.status).toBe(401);
    expect(await uphold(ama, reportId, 'suspend')).toMatchObject({ status: 403, body: { error: 'Only administrators can moderate', code: 'forbidden' } });
    expect((await dismiss(ama, reportId)).status).toBe(403);
    expect((await lift(ama, kofi.id)).status).toBe(403);
    expect(await typesOn(reportStream(reportId))).toEqual(['MemberReported']);
  });

  it('refuses bad input with a 4xx naming the problem', async () => {
    const [ama, kofi, admin] = [await loggedIn('Ama'), await loggedIn('Kofi'), await loggedIn('Ada', 'admin')];
    const reportId = await fileReport(ama, kofi);
    const badAction = await uphold(admin, reportId, 'ban');
    expect(badAction.status).toBe(400);
    expect(badAction.body.error).toMatch(/^body\.action: action must be one of none, warn, suspend/);
    expect((await as(admin, `/api/admin/reports/${reportId}/uphold`, { action: 'warn', note: 'x'.repeat(1001) })).body.error).toMatch(/^body\.note: /);
    expect(await uphold(admin, '0190a6e0-0000-7000-8000-00000000dead', 'none')).toMatchObject({ status: 404, body: { code: 'report_not_found' } });
    expect((await uphold(admin, 'not a report', 'none')).status).toBe(404);
    expect(await lift(admin, kofi.id)).toMatchObject({ status: 409, body: { code: 'member_not_suspended' } });
    expect((await lift(admin, '0190a6e0-0000-7000-8000-00000000dead')).status).toBe(404);
    const aboutAdmin = await fileReport(ama, admin);
    expect(await uphold(admin, aboutAdmin, 'suspend')).toMatchObject({ status: 403, body: { code: 'cannot_moderate_self' } });
  });

  it('upholds with a warning: both decisions name the admin, and a retry records nothing more', async () => {
    const [ama, kofi, admin] = [await loggedIn('Ama'), await loggedIn('Kofi'), await loggedIn('Ada', 'admin')];
    const reportId = await fileReport(ama, kofi);
    const upheld = await uphold(admin, reportId, 'warn');
    expect(upheld).toMatchObject({ status: 200, body: { reportId, status: 'upheld', action: 'warn', position: expect.any(String) } });
    expect(await dataOf(reportStream(reportId), 'ReportUpheld')).toEqual([{ reportId, reportedMemberId: kofi.id, decidedBy: admin.id, action: 'warn', note: '' }]);
    const warned = [{ memberId: kofi.id, reason: 'A report for harassment was upheld', reportId, decidedBy: admin.id }];
    expect(await dataOf(memberStream(kofi.id), 'MemberWarned')).toEqual(warned);
    expect((await uphold(admin, reportId, 'warn')).status).toBe(200);
    expect(await dataOf(memberStream(kofi.id), 'MemberWarned')).toEqual(warned);
    expect(await typesOn(reportStream(reportId))).toEqual(['MemberReported', 'ReportUpheld']);
    expect(await stillWorks(kofi)).toBe(true);
  });

  it('dismisses a report once; a later decision by anyone is 409', async () => {
    const [ama, kofi, admin, other] = [await loggedIn('Ama'), await loggedIn('Kofi'), await loggedIn('Ada', 'admin'), await loggedIn('Bola', 'admin')];
    const reportId = await fileReport(ama, kofi);
    expect(await dismiss(admin, reportId)).toMatchObject({ status: 200, body: { reportId, status: 'dismissed' } });
    expect(await dataOf(reportStream(reportId), 'ReportDismissed')).toEqual([{ reportId, reportedMemberId: kofi.id, decidedBy: admin.id, note: 'Not a breach' }]);
    expect(await uphold(other, reportId, 'suspend')).toMatchObject({ status: 409, body: { code: 'report_already_decided' } });
    expect(await dismiss(other, reportId)).toMatchObject({ status: 409, body: { code: 'report_already_decided' } });
    expect(await typesOn(memberStream(kofi.id))).not.toContain('MemberSuspended');
  });

  it('lets only one of two admins racing decide', async () => {
    const [ama, kofi, admin, other] = [await loggedIn('Ama'), await loggedIn('Kofi'), await loggedIn('Ada', 'admin'), await loggedIn('Bola', 'admin')];
    const reportId = await fileReport(ama, kofi);
    const answers = await Promise.all([uphold(admin, reportId, 'suspend'), dismiss(other, reportId)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const decisions = (await typesOn(reportStream(reportId))).filter((type) => type !== 'MemberReported');
    expect(decisions).toHaveLength(1);
    expect((await typesOn(memberStream(kofi.id))).includes('MemberSuspended')).toBe(decisions[0] === 'ReportUpheld');
  });

  it('suspends: the live session stops, refresh and login are refused with the reason, until an admin lifts it', async () => {
    const [ama, kofi, admin] = [await loggedIn('Ama'), await loggedIn('Kofi'), await loggedIn('Ada', 'admin')];
    const reportId = await fileReport(ama, kofi);
    expect(await stillWorks(kofi)).toBe(true);
    expect((await uphold(admin, reportId, 'suspend', 'Abusive messages to several members')).status).toBe(200);
    const reason = 'Abusive messages to several members';
    expect(await dataOf(memberStream(kofi.id), 'MemberSuspended')).toEqual([{ memberId: kofi.id, reason, reportId, decidedBy: admin.id }]);

    expect(await stillWorks(kofi)).toBe(false);
    const refused = { status: 403, body: { code: 'account_suspended', error: `Your account has been suspended: ${reason}`, details: { reason } } };
    expect(await refresh(kofi.refreshToken)).toMatchObject(refused);
    expect(await login(kofi)).toMatchObject(refused);
    // Without the password nothing is told about the account.
    expect((await login(kofi, 'a wrong password')).status).toBe(401);

    const lifted = await lift(admin, kofi.id);
    expect(lifted).toMatchObject({ status: 200, body: { position: expect.any(String) } });
    expect(await dataOf(memberStream(kofi.id), 'SuspensionLifted')).toEqual([{ memberId: kofi.id, decidedBy: admin.id }]);
    expect((await login(kofi)).status).toBe(200);
    // A session the suspension ended stays ended.
    expect(await refresh(kofi.refreshToken)).toMatchObject({ status: 401, body: { code: 'invalid_refresh_token' } });
    const again = await loggedIn('Yaw');
    expect(await stillWorks(again)).toBe(true);
    expect(await lift(admin, kofi.id)).toMatchObject({ status: 409, body: { code: 'member_not_suspended' } });
  });
});

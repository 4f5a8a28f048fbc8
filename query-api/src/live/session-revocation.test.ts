import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createCommandApi, migrateCommandApi } from '@sankofa/command-api';
import { authRouter } from '@sankofa/command-api/auth';
import { moderationRouter } from '@sankofa/command-api/moderation';
import { givenMember, testPasswords } from '@sankofa/command-api/auth/testing';
import { MemberReported, createPostgresEventStore, migrateEventStore, newEvent, reportStream, type EventStore } from '@sankofa/events';
import { createAccessTokens, createLogger, createPool, createSessionRevocations, followSessionRevocations, principalOf, requireMember } from '@sankofa/server-kit';
import { createTestDatabase, serve, type RunningServer } from '@sankofa/server-kit/testing';
import { untilCommittedShows } from '@sankofa/events/testing';
import { createQueryApi, type QueryApi } from '../app.ts';
import { readModelRouter } from '../read-model-router.ts';

/**
 * command-api and query-api as two processes share only the log: each has its own revocation set,
 * the command side's updated at once by the routes that end sessions, the query side's loaded at
 * start and kept current by its subscription.
 */
const secret = 'test-secret-at-least-16';
const logger = createLogger('revocation-test', { silent: true });
let pool: pg.Pool;
let store: EventStore;
let commands: RunningServer;
let queries: RunningServer;
let queryApi: QueryApi;
let stopFollowing: () => void;

const post = async (path: string, accessToken?: string, body: unknown = {}) => {
  const response = await fetch(`${commands.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { auth?: { accessToken: string } } };
};
const logIn = async () => (await post('/api/auth/login', undefined, { email: 'ama@example.com', password: 'a good password' })).body.auth!.accessToken;
/** A query-api read that needs a member. */
const readAs = async (accessToken: string) => (await fetch(`${queries.url}/api/whoami`, { headers: { authorization: `Bearer ${accessToken}` } })).status;

const openLiveSocket = async (accessToken: string) => {
  const socket = new WebSocket(`${queries.url.replace('http', 'ws')}/ws`);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  await new Promise((resolve) => socket.on('open', resolve));
  const answer = new Promise((resolve) => socket.once('message', (data) => resolve(JSON.parse(data.toString()))));
  socket.send(JSON.stringify({ type: 'auth', payload: { accessToken } }));
  expect(await answer).toEqual({ type: 'auth_ok' });
  return { socket, closed };
};

let endedBeforeQueryStarted: string;
let adminToken: string;

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  await migrateCommandApi(pool);
  store = createPostgresEventStore(pool);
  const commandRevocations = createSessionRevocations({ retainMs: 120_000 });
  const commandTokens = createAccessTokens({ secret, ttlSeconds: 60, revocations: commandRevocations });
  const routers = [
    authRouter({ store, tokens: commandTokens, revocations: commandRevocations, passwords: testPasswords, twoFactorEncryptionSecret: 'test-two-factor-key' }),
    moderationRouter({ store, tokens: commandTokens, revocations: commandRevocations, identityBanKey: 'test-identity-ban-key' }),
  ];
  adminToken = await commandTokens.issue({ memberId: 'moderator', role: 'admin' });
  commands = await serve(createCommandApi({ store, pool, tokens: commandTokens, logger, routers }).callback());
  await givenMember(store, 'ama@example.com', 'a good password', undefined, testPasswords);

  endedBeforeQueryStarted = await logIn();
  expect((await post('/api/auth/logout', endedBeforeQueryStarted)).status).toBe(200);
  // The query side loads what the log shows at its start; the test server's other databases may hold the horizon back a moment.
  await untilCommittedShows(pool, store);

  const queryRevocations = createSessionRevocations({ retainMs: 120_000 });
  stopFollowing = (await followSessionRevocations(store, queryRevocations)).stop;
  const queryTokens = createAccessTokens({ secret, ttlSeconds: 60, revocations: queryRevocations });
  const whoami = readModelRouter([]);
  whoami.get('/api/whoami', requireMember(queryTokens), (ctx) => {
    ctx.body = { memberId: principalOf(ctx).memberId };
  });
  queryApi = createQueryApi({ store, pool, tokens: queryTokens, revocations: queryRevocations, logger, routers: [whoami] });
  queries = await serve(queryApi.app.callback());
  queryApi.attachLiveChannel(queries.server);
});
afterAll(async () => {
  stopFollowing();
  await queryApi.close();
  await Promise.all([commands.close(), queries.close()]);
  await store.close();
  await pool.end();
});

describe('ending a session, seen by both APIs', () => {
  it('refuses in query-api a token of a session that ended before it started (loaded from the log at start)', async () => {
    expect(await readAs(endedBeforeQueryStarted)).toBe(401);
  });

  it('logout: the session’s access token is refused by both APIs and its /ws socket is closed; the member’s other session goes on', async () => {
    const phone = await logIn();
    const laptop = await logIn();
    expect(await readAs(phone)).toBe(200);
    const live = await openLiveSocket(phone);
    const laptopLive = await openLiveSocket(laptop);

    expect((await post('/api/auth/logout', phone)).status).toBe(200);
    expect((await post('/api/auth/logout', phone)).status).toBe(401);
    expect(await live.closed).toEqual({ code: 1008, reason: 'Session ended' });
    await expect.poll(() => readAs(phone)).toBe(401);

    expect(await readAs(laptop)).toBe(200);
    expect(laptopLive.socket.readyState).toBe(WebSocket.OPEN);
    laptopLive.socket.close();
  });

  it('sign out everywhere: every token of the member is refused by both APIs and every socket closes', async () => {
    const phone = await logIn();
    const laptop = await logIn();
    const sockets = await Promise.all([openLiveSocket(phone), openLiveSocket(laptop)]);

    expect((await post('/api/auth/logout-everywhere', laptop)).status).toBe(200);
    for (const { closed } of sockets) expect((await closed).code).toBe(1008);
    for (const token of [phone, laptop]) {
      await expect.poll(() => readAs(token)).toBe(401);
      expect((await post('/api/auth/two-factor/setup', token)).status).toBe(401);
    }
    // Signing in again works: the cutoff ends only sessions started before it (strictly, so even one in its millisecond).
    expect(await readAs(await logIn())).toBe(200);
  });

  it('suspension: every token of the member is refused by both APIs and every socket closes, until it is lifted', async () => {
    const kofiId = await givenMember(store, 'kofi@example.com', 'a good password', { firstName: 'Kofi', lastName: 'Mensah' }, testPasswords);
    const kofiLogIn = async () => (await post('/api/auth/login', undefined, { email: 'kofi@example.com', password: 'a good password' })).body.auth!.accessToken;
    const [phone, laptop] = [await kofiLogIn(), await kofiLogIn()];
    const sockets = await Promise.all([openLiveSocket(phone), openLiveSocket(laptop)]);
    const report = { reportId: 'report-of-kofi', reporterId: 'someone', reportedMemberId: kofiId, reason: 'harassment' as const, description: '', attachConversation: false };
    await store.append(reportStream(report.reportId), [newEvent(MemberReported, report, { actorId: 'someone', correlationId: 'test' })]);

    expect((await post(`/api/admin/reports/${report.reportId}/uphold`, adminToken, { action: 'suspend', note: 'Threats' })).status).toBe(200);
    for (const { closed } of sockets) expect(await closed).toEqual({ code: 1008, reason: 'Session ended' });
    await expect.poll(() => readAs(phone)).toBe(401);
    expect((await post('/api/auth/two-factor/setup', laptop)).status).toBe(401);
    expect((await post('/api/auth/login', undefined, { email: 'kofi@example.com', password: 'a good password' })).status).toBe(403);

    expect((await post(`/api/admin/members/${kofiId}/lift-suspension`, adminToken)).status).toBe(200);
    const again = await kofiLogIn();
    await expect.poll(() => readAs(again)).toBe(200);
  });
});

import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pushRouter } from '@sankofa/command-api/push';
import { safetyRouter } from '@sankofa/command-api/safety';
import { swipesRouter } from '@sankofa/command-api/swipes';
import { MatchMade, newEvent, pairStream, pushStream, type Position, type RecordedEvent } from '@sankofa/events';
import { projectorUnderTest, type ProjectorUnderTest } from '@sankofa/events/testing';
import { pushNotifier } from '@sankofa/projections';
import { createPushSender, resolveVapidKeys, type VapidKeys } from '@sankofa/adapters/push';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { command, joinMember, query, type TestMember } from '../swipes/testing/members.ts';
import { startFakePushService } from './testing/fake-push-service.ts';
import { createPushDevice, verifyVapid } from './testing/push-device.ts';
import { pushQueryRouter } from './routes.ts';

const SUBJECT = 'mailto:push-test@sankofa.example';
const context = { actorId: 'test', correlationId: 'test' };

let stack: FeatureStack;
let keys: VapidKeys;
let pushService: Awaited<ReturnType<typeof startFakePushService>>;
/** The reactor run by hand, so the test says when it reads the log and what time it is. */
let notifier: ProjectorUnderTest;
/** Quiet hours are judged by this clock: 23:00 UTC. */
let now = new Date('2026-03-01T23:00:00Z');

const startNotifier = () => projectorUnderTest(stack.pool, stack.store, pushNotifier({ store: stack.store, send: createPushSender(keys) }));

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sankofa-push-'));
  keys = resolveVapidKeys({ PUSH_NOTIFICATIONS: true, production: false, dataDir, VAPID_SUBJECT: SUBJECT })!;
  stack = await startFeatureStack({
    projectorNames: ['push_subscriptions'],
    commandRouters: (deps) => [pushRouter({ ...deps, httpsOnly: false }), swipesRouter(deps), safetyRouter(deps)],
    queryRouters: (deps) => [pushQueryRouter({ ...deps, publicKey: keys.publicKey })],
  });
  pushService = await startFakePushService();
  notifier = await startNotifier();
});
afterAll(async () => {
  await notifier?.drop();
  await pushService?.close();
  await stack?.close();
});

/**
 * The notifier acts on a push only once the push_subscriptions projector has passed its event:
 * it waits for that, then reads the log (the event is visible to it by then) and acts.
 */
const pushedThrough = async (position: Position) => {
  await vi.waitUntil(
    async () => {
      const { rows } = await stack.pool.query<{ passed: boolean }>(`SELECT position >= $1 AS passed FROM projection_checkpoints WHERE active AND name = 'push_subscriptions'`, [position]);
      return rows[0]?.passed === true;
    },
    { timeout: 10_000, interval: 50 },
  );
  await notifier.tick(now);
};

/** A member with a device subscribed: its keys are the device's own, its endpoint the fake push service. */
const withDevice = async (member: TestMember, deviceId = member.id) => {
  const device = createPushDevice(pushService.endpointFor(deviceId));
  const reply = await command(stack, '/api/push/subscriptions', member, device.subscription);
  expect(reply.status).toBe(201);
  return { ...device, subscriptionId: reply.body.subscriptionId as string, position: reply.body.position as Position };
};

const givenMatch = (first: TestMember, second: TestMember) =>
  stack.given(pairStream(first.id, second.id), newEvent(MatchMade, { matchId: randomUUID(), userId1: first.id, userId2: second.id }, context));

const send = async (member: TestMember, pathname: string, body: unknown, method = 'POST') => {
  const response = await fetch(`${stack.commandUrl}${pathname}`, { method, headers: { 'content-type': 'application/json', ...member.headers }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json() };
};

describe('Web Push over the real protocol', () => {
  it('pushes a match to the device: VAPID-signed for the push service, encrypted for the device alone', async () => {
    const ama = await joinMember(stack, { firstName: 'Ama' });
    const kofi = await joinMember(stack, { firstName: 'Kofi' });
    const device = await withDevice(ama);
    const publicKey = (await (await fetch(`${stack.queryUrl}/api/push/public-key`)).json()) as { publicKey: string };
    expect(publicKey).toEqual({ publicKey: keys.publicKey });

    expect((await command(stack, '/api/swipes', kofi, { swipedId: ama.id, isLike: true })).status).toBe(201);
    const matched = await command(stack, '/api/swipes', ama, { swipedId: kofi.id, isLike: true });
    const matchId = matched.body.match.id as string;
    await pushedThrough(matched.body.position);

    const [push, ...more] = pushService.to(ama.id);
    expect(more).toEqual([]);
    expect(push!.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'high' });
    const { claims, publicKey: signedWith } = verifyVapid(push!.headers.authorization!);
    expect(signedWith).toBe(keys.publicKey);
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.sub).toBe(SUBJECT);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(JSON.parse(device.decrypt(push!.body))).toMatchObject({ title: "It's a Match!", body: 'You both liked each other. Say hello!', url: `/chat/${matchId}` });
    // Kofi has no device: nothing for him.
    expect(pushService.to(kofi.id)).toEqual([]);
  });

  it('never pushes a notification twice: a push leaves its outbox before it is sent, and a new build starts at the head', async () => {
    const before = pushService.received.length;
    await pushedThrough((await stack.shownHead())!);
    const { rows } = await stack.pool.query(`SELECT * FROM "${notifier.schema}".push_outbox`);
    expect(rows).toEqual([]);
    const rebuilt = await startNotifier();
    await rebuilt.tick(now);
    await rebuilt.drop();
    expect(pushService.received.length).toBe(before);
  });

  it('unsubscribes a device the push service says is gone (410)', async () => {
    const efua = await joinMember(stack, { firstName: 'Efua' });
    const yaw = await joinMember(stack, { firstName: 'Yaw' });
    const device = await withDevice(efua, 'efua-old-phone');
    pushService.answer('efua-old-phone', 410);
    await pushedThrough(await givenMatch(yaw, efua));

    expect(pushService.to('efua-old-phone')).toHaveLength(1);
    const gone: RecordedEvent[] = [];
    for await (const event of stack.store.readStream(pushStream(efua.id))) gone.push(event);
    expect(gone.at(-1)).toMatchObject({ type: 'PushUnsubscribed', data: { memberId: efua.id, subscriptionId: device.subscriptionId, reason: 'gone' } });
    await vi.waitUntil(async () => (await query(stack, '/api/push/settings', efua, gone.at(-1)!.position)).devices.length === 0, { timeout: 5_000 });
  });

  it('pushes nothing caused by a member the recipient muted, blocked, or was blocked by', async () => {
    const abena = await joinMember(stack, { firstName: 'Abena' });
    const [muted, blocked, blocker] = await Promise.all(['Kwame', 'Kojo', 'Kwesi'].map((firstName) => joinMember(stack, { firstName })));
    await withDevice(abena);
    expect((await send(abena, `/api/push/muted-members/${muted!.id}`, { muted: true })).status).toBe(200);
    expect((await send(abena, `/api/users/${blocked!.id}/block`, {})).status).toBe(200);
    expect((await send(blocker!, `/api/users/${abena.id}/block`, {})).status).toBe(200);

    await pushedThrough(await givenMatch(muted!, abena));
    await pushedThrough(await givenMatch(blocked!, abena));
    await pushedThrough(await givenMatch(blocker!, abena));
    expect(pushService.to(abena.id)).toEqual([]);

    // Unmuted, the same member's next match reaches her.
    expect((await send(abena, `/api/push/muted-members/${muted!.id}`, { muted: false })).status).toBe(200);
    await pushedThrough(await givenMatch(muted!, abena));
    expect(pushService.to(abena.id)).toHaveLength(1);
  });

  it('judges each push of a round on its own recipient and sender, their devices found together', async () => {
    const [yaa, kofi, muted, liked] = await Promise.all(['Yaa', 'Kofi', 'Akosua', 'Kwabena'].map((firstName) => joinMember(stack, { firstName })));
    await Promise.all([withDevice(yaa!), withDevice(kofi!)]);
    expect((await send(yaa!, `/api/push/muted-members/${muted!.id}`, { muted: true })).status).toBe(200);
    await givenMatch(muted!, yaa!);
    await givenMatch(liked!, yaa!);
    await pushedThrough(await givenMatch(liked!, kofi!));
    expect(pushService.to(yaa!.id)).toHaveLength(1);
    expect(pushService.to(kofi!.id)).toHaveLength(1);
  });

  it('holds pushes back until the quiet hours end (in the member’s time zone), and sends none of a kind turned off', async () => {
    const adwoa = await joinMember(stack, { firstName: 'Adwoa' });
    const other = await joinMember(stack, { firstName: 'Kobby' });
    const device = await withDevice(adwoa);
    const quiet = { start: '22:00', end: '07:00', timeZone: 'Africa/Lagos' }; // 23:00 UTC is midnight in Lagos
    expect((await send(adwoa, '/api/push/preferences', { kinds: ['matches', 'messages'], quietHours: quiet })).status).toBe(200);
    await pushedThrough(await givenMatch(other, adwoa));
    expect(pushService.to(adwoa.id)).toEqual([]);

    expect((await send(adwoa, '/api/push/preferences', { kinds: ['messages'], quietHours: null })).status).toBe(200);
    await pushedThrough(await givenMatch(other, adwoa));
    expect(pushService.to(adwoa.id)).toEqual([]);

    // 07:00 in Lagos: the match held back overnight leaves, once.
    const night = now;
    now = new Date('2026-03-02T06:00:00Z');
    await notifier.tick(now);
    await notifier.tick(now);
    now = night;
    expect(pushService.to(adwoa.id)).toHaveLength(1);
    expect(JSON.parse(device.decrypt(pushService.to(adwoa.id)[0]!.body))).toMatchObject({ title: "It's a Match!" });

    const saved = await send(adwoa, '/api/push/preferences', { kinds: ['matches'], quietHours: { ...quiet, start: '01:00', end: '06:00' } });
    await pushedThrough(await givenMatch(other, adwoa));
    expect(pushService.to(adwoa.id)).toHaveLength(2);
    expect(await query(stack, '/api/push/settings', adwoa, saved.body.position)).toMatchObject({ kinds: ['matches'], quietHours: { start: '01:00', end: '06:00', timeZone: 'Africa/Lagos' } });
  });
});

describe('subscribing a device', () => {
  it('refuses bad keys and endpoints, naming the field, and anonymous callers', async () => {
    const member = await joinMember(stack);
    const { subscription } = createPushDevice(pushService.endpointFor('bad'));
    const refused = async (body: unknown) => (await command(stack, '/api/push/subscriptions', member, body)).body.error as string;
    expect(await refused({ ...subscription, keys: { ...subscription.keys, p256dh: 'AAAA' } })).toMatch(/keys\.p256dh/);
    expect(await refused({ ...subscription, keys: { ...subscription.keys, auth: 'c2hvcnQ' } })).toMatch(/keys\.auth must be 16 bytes/);
    expect(await refused({ ...subscription, endpoint: 'ftp://push.example/1' })).toMatch(/endpoint must be an http\(s\) URL/);
    expect(await refused({ endpoint: subscription.endpoint })).toMatch(/keys/);
    expect((await command(stack, '/api/push/subscriptions', null, subscription)).status).toBe(401);
    expect((await send(member, '/api/push/preferences', { kinds: ['everything'], quietHours: null })).status).toBe(400);
    expect((await send(member, '/api/push/preferences', { kinds: [], quietHours: { start: '22:00', end: '07:00', timeZone: 'Mars/Olympus' } })).body.error).toMatch(/IANA time zone/);
    expect((await send(member, `/api/push/muted-members/${member.id}`, { muted: true })).body.code).toBe('cannot_mute_self');
  });

  it('lists the device in the settings, and forgets it when the member unsubscribes', async () => {
    const member = await joinMember(stack);
    const device = await withDevice(member);
    expect(await query(stack, '/api/push/settings', member, device.position)).toEqual({
      kinds: ['matches', 'messages', 'likes', 'dates_and_games', 'events'],
      quietHours: null,
      devices: [{ subscriptionId: device.subscriptionId, endpoint: device.subscription.endpoint }],
      mutedMemberIds: [],
    });
    const removed = await send(member, `/api/push/subscriptions/${device.subscriptionId}`, undefined, 'DELETE');
    expect(removed.status).toBe(200);
    expect((await query(stack, '/api/push/settings', member, removed.body.position)).devices).toEqual([]);
  });
});

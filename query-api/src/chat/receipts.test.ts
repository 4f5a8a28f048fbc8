import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chatRouters } from '@sankofa/command-api/chat';
import { matchStream, type Position } from '@sankofa/events';
import { createLogger, publishLiveSignal } from '@sankofa/server-kit';
import type { TestMember } from '../swipes/testing/members.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { listen as openLiveClient, type LiveClient } from '../testing/live-client.ts';
import { matchesLiveMappers } from '../matches/live.ts';
import { chatLiveMappers } from './live.ts';
import { matchesQueryRouter } from '../matches/routes.ts';
import { chatQueryRouters } from './index.ts';
import { givenMatch, membersNamed, read, send, sendMessage } from './testing/chat.ts';

let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['members', 'matches', 'moderation'],
    commandRouters: (deps) => chatRouters({ ...deps, translator: null, logger: createLogger('receipts-test', { silent: true }) }),
    queryRouters: (deps) => [matchesQueryRouter(deps), ...chatQueryRouters(deps)],
    liveMappers: [...matchesLiveMappers, ...chatLiveMappers],
  });
});
const clients: LiveClient[] = [];
const listen = async (member: TestMember) => {
  const client = await openLiveClient(stack.liveUrl, member);
  clients.push(client);
  return client;
};
afterEach(() => clients.splice(0).forEach((client) => client.close()));
afterAll(() => stack.close());

const mark = (member: TestMember, matchId: string, kind: 'delivered' | 'read', upToMessageId: unknown) =>
  send(stack, 'POST', `/api/matches/${matchId}/messages/${kind}`, member, { upToMessageId });
const statuses = async (member: TestMember, matchId: string, after?: Position | null) =>
  ((await read(stack, `/api/matches/${matchId}/messages`, member, after)).body as { content: string; status: string | null }[]).map(({ content, status }) => [content, status]);
const savePrivacy = (member: TestMember, showActivityStatus: boolean, sendReadReceipts: boolean) =>
  send(stack, 'POST', '/api/user/chat-privacy', member, { showActivityStatus, sendReadReceipts });
const listOf = async (member: TestMember, after?: Position | null) => (await read(stack, '/api/matches', member, after)).body as { id: string; unreadCount: number; presence: unknown }[];
/** What the presence tables hold of a member, whoever may see it: their open sockets and their last activity. */
const recordedPresence = async (member: TestMember) =>
  (
    await stack.pool.query<{ sockets: number; lastActiveAt: Date | null }>(
      `SELECT (SELECT coalesce(sum(connections), 0)::int FROM live_presence WHERE member_id = $1) AS sockets,
              (SELECT last_active_at FROM member_activity WHERE member_id = $1) AS "lastActiveAt"`,
      [member.id],
    )
  ).rows[0]!;
const eventTypes = async (matchId: string) => {
  const types: string[] = [];
  for await (const event of stack.store.readStream(matchStream(matchId))) types.push(event.type);
  return types;
};

describe('receipts: sent, delivered, read', () => {
  it("moves the sender's ticks as the receiver's client gets the messages and the receiver reads them, and clears the unread count", async () => {
    const [kofi, ama] = await membersNamed(stack, 'Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    const first = await sendMessage(stack, kofi, match.id, 'Hello Ama');
    const second = await sendMessage(stack, kofi, match.id, 'How was Accra?');
    expect(await statuses(kofi, match.id, second.body.position)).toEqual([['Hello Ama', 'sent'], ['How was Accra?', 'sent']]);
    expect((await listOf(ama, second.body.position))[0]!.unreadCount).toBe(2);

    const delivered = await mark(ama, match.id, 'delivered', first.body.message.id);
    expect(delivered.status).toBe(200);
    expect(await statuses(kofi, match.id, delivered.body.position)).toEqual([['Hello Ama', 'delivered'], ['How was Accra?', 'sent']]);

    const kofiLive = await listen(kofi);
    const readAll = await mark(ama, match.id, 'read', second.body.message.id);
    expect(await kofiLive.next('messages_marked')).toMatchObject({ payload: { matchId: match.id } });
    expect(await statuses(kofi, match.id, readAll.body.position)).toEqual([['Hello Ama', 'read'], ['How was Accra?', 'read']]);
    expect((await listOf(ama, readAll.body.position))[0]!.unreadCount).toBe(0);
    // The receiver sees no ticks on the other member's messages.
    expect(await statuses(ama, match.id)).toEqual([['Hello Ama', null], ['How was Accra?', null]]);
  });

  it('records a receipt once, never backwards, and refuses outsiders and unknown messages', async () => {
    const [kofi, ama, esi] = await membersNamed(stack, 'Kofi', 'Ama', 'Esi');
    const match = await givenMatch(stack, kofi, ama);
    const first = await sendMessage(stack, kofi, match.id, 'One');
    const second = await sendMessage(stack, kofi, match.id, 'Two');
    for (const [kind, message] of [['read', second], ['read', second], ['read', first], ['delivered', first]] as const) {
      expect((await mark(ama, match.id, kind, message.body.message.id)).status).toBe(200);
    }
    expect(await eventTypes(match.id)).toEqual(['MatchOpened', 'MessageSent', 'MessageSent', 'MessagesRead']);

    expect(await mark(esi, match.id, 'read', second.body.message.id)).toEqual({ status: 404, body: { error: 'Match not found', code: 'match_not_found' } });
    expect((await mark(ama, match.id, 'read', '0190a6e0-0000-7000-8000-000000000001')).status).toBe(404);
    expect(await mark(ama, match.id, 'read', undefined)).toEqual({ status: 400, body: expect.objectContaining({ error: expect.stringContaining('upToMessageId') }) });
    expect((await mark(ama, match.id, 'read', 'not an id!')).status).toBe(400);
  });

  it('shows no read ticks in either direction while either member has read receipts off; delivered still shows', async () => {
    const [kofi, ama] = await membersNamed(stack, 'Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    await savePrivacy(ama, true, false);
    const fromKofi = await sendMessage(stack, kofi, match.id, 'Hello Ama');
    const fromAma = await sendMessage(stack, ama, match.id, 'Hi Kofi');
    const kofiLive = await listen(kofi);
    await mark(ama, match.id, 'read', fromAma.body.message.id);
    const kofiRead = await mark(kofi, match.id, 'read', fromAma.body.message.id);
    expect(await statuses(kofi, match.id, kofiRead.body.position)).toEqual([['Hello Ama', 'delivered'], ['Hi Kofi', null]]);
    expect(await statuses(ama, match.id)).toEqual([['Hello Ama', null], ['Hi Kofi', 'delivered']]);
    // Ama's read was not pushed to Kofi: only his own read reached his channel. The feed pushes in
    // log order, so a push of hers, the earlier event, would have come before his.
    await kofiLive.next('messages_marked', (message) => message.position === kofiRead.body.position);
    expect(kofiLive.received.filter((message) => message.type === 'messages_marked')).toHaveLength(1);
    expect((await listOf(ama))[0]!.unreadCount).toBe(0);

    const back = await savePrivacy(ama, true, true);
    expect(await statuses(kofi, match.id, back.body.position)).toEqual([['Hello Ama', 'read'], ['Hi Kofi', null]]);
    expect(fromKofi.status).toBe(201);
  });

  it('keeps the privacy switches per member, both on until saved, and refuses a half-filled body', async () => {
    const [kofi] = await membersNamed(stack, 'Kofi');
    expect((await read(stack, '/api/user/chat-privacy', kofi)).body).toEqual({ showActivityStatus: true, sendReadReceipts: true });
    const saved = await savePrivacy(kofi, false, true);
    expect((await read(stack, '/api/user/chat-privacy', kofi, saved.body.position)).body).toEqual({ showActivityStatus: false, sendReadReceipts: true });
    expect((await savePrivacy(kofi, false, true)).status).toBe(200);
    const types: string[] = [];
    for await (const event of stack.store.readStream(`member-${kofi.id}`)) types.push(event.type);
    expect(types.filter((type) => type === 'ChatPrivacySaved')).toHaveLength(1);
    expect(await send(stack, 'POST', '/api/user/chat-privacy', kofi, { showActivityStatus: 'yes' })).toEqual({
      status: 400,
      body: expect.objectContaining({ error: expect.stringMatching(/showActivityStatus|sendReadReceipts/) }),
    });
    expect((await send(stack, 'POST', '/api/user/chat-privacy', null, { showActivityStatus: true, sendReadReceipts: true })).status).toBe(401);
  });
});

describe('the matches list and paged conversations', () => {
  it('orders the matches by latest activity', async () => {
    const [kofi, ama, esi] = await membersNamed(stack, 'Kofi', 'Ama', 'Esi');
    const withAma = await givenMatch(stack, kofi, ama);
    const withEsi = await givenMatch(stack, kofi, esi);
    expect((await listOf(kofi, withEsi.position)).map((match) => match.id)).toEqual([withEsi.id, withAma.id]);
    const hello = await sendMessage(stack, ama, withAma.id, 'Akwaaba!');
    expect((await listOf(kofi, hello.body.position)).map((match) => [match.id, match.unreadCount])).toEqual([[withAma.id, 1], [withEsi.id, 0]]);
    const reply = await sendMessage(stack, esi, withEsi.id, 'Hey Kofi');
    expect((await listOf(kofi, reply.body.position)).map((match) => match.id)).toEqual([withEsi.id, withAma.id]);
  });

  it('records a message once when a failed send is retried with the same Idempotency-Key', async () => {
    const [kofi, ama] = await membersNamed(stack, 'Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    const sendWithKey = async () =>
      fetch(`${stack.commandUrl}/api/matches/${match.id}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'client-message-1', ...kofi.headers },
        body: JSON.stringify({ content: 'Akwaaba!' }),
      });
    const [first, retried] = [await sendWithKey(), await sendWithKey()];
    expect([first.status, retried.status]).toEqual([201, 201]);
    expect(((await retried.json()) as { message: { id: string } }).message.id).toBe(((await first.json()) as { message: { id: string } }).message.id);
    expect(await eventTypes(match.id)).toEqual(['MatchOpened', 'MessageSent']);
  });

  it('pages the conversation backwards from the latest messages', async () => {
    const [kofi, ama] = await membersNamed(stack, 'Kofi', 'Ama');
    const match = await givenMatch(stack, kofi, ama);
    let last: Position = match.position;
    for (const n of [1, 2, 3, 4, 5]) last = (await sendMessage(stack, n % 2 ? kofi : ama, match.id, `Message ${n}`)).body.position;
    const contents = async (query: string) => ((await read(stack, `/api/matches/${match.id}/messages${query}`, kofi, last)).body as { id: string; content: string }[]);
    const latest = await contents('?limit=2');
    expect(latest.map((message) => message.content)).toEqual(['Message 4', 'Message 5']);
    const earlier = await contents(`?limit=2&before=${latest[0]!.id}`);
    expect(earlier.map((message) => message.content)).toEqual(['Message 2', 'Message 3']);
    expect((await contents(`?limit=2&before=${earlier[0]!.id}`)).map((message) => message.content)).toEqual(['Message 1']);
    expect((await contents('')).map((message) => message.content)).toHaveLength(5);
    expect(JSON.stringify((await read(stack, `/api/matches/${match.id}/messages?limit=0`, kofi)).body)).toContain('limit must be at least 1');
    expect((await read(stack, `/api/matches/${match.id}/messages?limit=many`, kofi)).status).toBe(400);
  });
});

describe('presence and typing', () => {
  it("shows 'online' while the other member has a live connection and their last activity after, to matches only", async () => {
    const [kofi, ama, esi] = await membersNamed(stack, 'Kofi', 'Ama', 'Esi');
    const match = await givenMatch(stack, kofi, ama);
    expect((await listOf(kofi, match.position))[0]!.presence).toBeNull();
    const kofiLive = await listen(kofi);
    const amaLive = await listen(ama);
    // Kofi hears that Ama came online once her presence is recorded, so his read sees it.
    expect(await kofiLive.next('presence_changed')).toEqual({ type: 'presence_changed', payload: { memberId: ama.id } });
    expect((await listOf(kofi))[0]!.presence).toEqual({ online: true, lastActiveAt: expect.any(String) });
    amaLive.close();
    await expect.poll(async () => (await listOf(kofi))[0]!.presence).toEqual({ online: false, lastActiveAt: expect.any(String) });
    expect(await listOf(esi)).toEqual([]);
  });

  it('hides presence both ways while either member turns activity status off', async () => {
    const [kofi, ama, esi] = await membersNamed(stack, 'Kofi', 'Ama', 'Esi');
    const match = await givenMatch(stack, kofi, ama);
    const amaLive = await listen(ama);
    await listen(kofi);
    await expect.poll(async () => (await listOf(kofi, match.position))[0]!.presence).toMatchObject({ online: true });
    const kofiWatching = await listen(kofi);
    const hidden = await savePrivacy(ama, false, true);
    // Pushed from the log, so Kofi's screen drops her status at once.
    expect(await kofiWatching.next('presence_changed')).toEqual({ type: 'presence_changed', payload: { memberId: ama.id }, position: hidden.body.position });
    expect((await listOf(kofi, hidden.body.position))[0]!.presence).toBeNull();
    expect((await listOf(ama, hidden.body.position))[0]!.presence).toBeNull();
    // Her comings and goings are not pushed either.
    const withEsi = await givenMatch(stack, kofi, esi);
    await read(stack, `/api/matches/${withEsi.id}`, kofi, withEsi.position);
    const kofiLive = await listen(kofi);
    amaLive.close();
    // Her going recorded before she comes back: otherwise the two would cancel out unseen.
    await expect.poll(async () => (await recordedPresence(ama)).sockets).toBe(0);
    await listen(ama);
    // Esi comes online after her: the tracker records and tells them in that order, on the same channel.
    await listen(esi);
    expect(await kofiLive.next('presence_changed')).toEqual({ type: 'presence_changed', payload: { memberId: esi.id } });
    expect(kofiLive.received.filter((message) => message.type === 'presence_changed')).toHaveLength(1);
    const shown = await savePrivacy(ama, true, true);
    expect((await listOf(ama, shown.body.position))[0]!.presence).toMatchObject({ online: true });
  });

  it('relays typing to the other member of the match only, at most once per couple of seconds, and records nothing', async () => {
    const [kofi, ama, esi] = await membersNamed(stack, 'Kofi', 'Ama', 'Esi');
    const match = await givenMatch(stack, kofi, ama);
    const esiWithAma = await givenMatch(stack, esi, ama);
    // The relay finds the other member in the matches read model.
    await read(stack, `/api/matches/${match.id}`, kofi, esiWithAma.position);
    const [kofiLive, amaLive, esiLive] = [await listen(kofi), await listen(ama), await listen(esi)];
    kofiLive.send({ type: 'typing', payload: { matchId: match.id } });
    kofiLive.send({ type: 'typing', payload: { matchId: match.id } });
    expect(await amaLive.next('typing')).toEqual({ type: 'typing', payload: { matchId: match.id, memberId: kofi.id } });
    esiLive.send({ type: 'typing', payload: { matchId: match.id } });
    // Sent last, on Esi's socket, and relayed on the same channel: what the others would have caused comes before it.
    esiLive.send({ type: 'typing', payload: { matchId: esiWithAma.id } });
    await amaLive.next('typing', (message) => message.payload.memberId === esi.id);
    expect(amaLive.received.filter((message) => message.type === 'typing').map((message) => message.payload)).toEqual([
      { matchId: match.id, memberId: kofi.id },
      { matchId: esiWithAma.id, memberId: esi.id },
    ]);
    expect(kofiLive.received.filter((message) => message.type === 'typing')).toEqual([]);
    expect(esiLive.received.filter((message) => message.type === 'typing')).toEqual([]);
    expect(await eventTypes(match.id)).toEqual(['MatchOpened']);
  });

  it('records a member acting without a connection (the demo community) as active, tells their matches once, and keeps it hidden while they hide it', async () => {
    const [kofi, ama, esi] = await membersNamed(stack, 'Kofi', 'Ama', 'Esi');
    const match = await givenMatch(stack, kofi, ama);
    await read(stack, `/api/matches/${match.id}`, kofi, match.position);
    const kofiLive = await listen(kofi);
    const actedAt = new Date(Date.now() - 90_000).toISOString();
    await publishLiveSignal(stack.pool, { kind: 'active', from: ama.id, at: actedAt });
    expect(await kofiLive.next('presence_changed')).toEqual({ type: 'presence_changed', payload: { memberId: ama.id } });
    expect((await listOf(kofi))[0]!.presence).toEqual({ online: false, lastActiveAt: actedAt });
    // An older activity said late moves nothing and tells no one.
    await publishLiveSignal(stack.pool, { kind: 'active', from: ama.id, at: new Date(Date.now() - 600_000).toISOString() });
    // Said by another side too (the write side speaks on the same channel): typing reaches the other member only.
    await publishLiveSignal(stack.pool, { kind: 'typing', to: kofi.id, from: ama.id, matchId: match.id });
    expect(await kofiLive.next('typing')).toEqual({ type: 'typing', payload: { matchId: match.id, memberId: ama.id } });
    expect(kofiLive.received.filter((message) => message.type === 'presence_changed')).toHaveLength(1);
    expect((await listOf(kofi))[0]!.presence).toEqual({ online: false, lastActiveAt: actedAt });

    const hidden = await savePrivacy(ama, false, true);
    const actedHidden = new Date().toISOString();
    await publishLiveSignal(stack.pool, { kind: 'active', from: ama.id, at: actedHidden });
    // Read once her activity is recorded, so that it is this activity that stays hidden.
    await expect.poll(async () => (await recordedPresence(ama)).lastActiveAt?.toISOString()).toBe(actedHidden);
    expect((await listOf(kofi, hidden.body.position))[0]!.presence).toBeNull();
    expect(await listOf(esi)).toEqual([]);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dateReminders, virtualDatesRouter } from '@sankofa/command-api/virtual-dates';
import { MatchClosed, matchStream, newEvent, virtualDateStream } from '@sankofa/events';
import { projectorUnderTest } from '@sankofa/events/testing';
import { givenMatch, membersNamed, read, send } from '../chat/testing/chat.ts';
import { notificationsQueryRouter } from '../notifications/routes.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { listen, type LiveClient } from '../testing/live-client.ts';
import { virtualDateLiveMapper } from './live.ts';
import { virtualDatesQueryRouter } from './routes.ts';
import { rtcSignalRelay } from './signal-relay.ts';
import type { TestMember } from '../swipes/testing/members.ts';

/** The date routes' clock: the system's, unless a test holds it at an instant. */
let heldAt: Date | undefined;
let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['members', 'notifications', 'virtual_dates'],
    commandRouters: (deps) => [virtualDatesRouter({ ...deps, clock: () => heldAt ?? new Date() })],
    queryRouters: (deps) => [virtualDatesQueryRouter({ ...deps, iceServers: [{ urls: 'stun:stun.example.org:3478' }] }), notificationsQueryRouter(deps)],
    liveMappers: [virtualDateLiveMapper],
    liveClientHandlers: [rtcSignalRelay],
  });
});
const clients: LiveClient[] = [];
afterEach(() => {
  heldAt = undefined;
  clients.splice(0).forEach((client) => client.close());
});
afterAll(() => stack.close());

const propose = (member: TestMember | null, body: unknown) => send(stack, 'POST', '/api/virtual-dates', member, body);
const change = (member: TestMember | null, dateId: string, status: unknown) => send(stack, 'PATCH', `/api/virtual-dates/${dateId}`, member, { status });
const datesOf = async (member: TestMember, position?: string | null) => (await read(stack, '/api/virtual-dates', member, position)).body;
const context = { actorId: 'test', correlationId: 'test' };

const matchedPair = async () => {
  const [kofi, ama, esi] = await membersNamed(stack, 'Kofi', 'Ama', 'Esi');
  const match = await givenMatch(stack, kofi, ama);
  return { kofi, ama, esi, match };
};

describe('POST /api/virtual-dates', () => {
  it('invites the other member of the match, and both see the date with names; no one else does', async () => {
    const { kofi, ama, esi, match } = await matchedPair();
    const created = await propose(kofi, { matchId: match.id, dateType: 'video_chat' });
    expect(created).toMatchObject({ status: 201, body: { date: { status: 'pending' } } });
    const [forKofi] = await datesOf(kofi, created.body.position);
    expect(forKofi).toMatchObject({
      id: created.body.date.id,
      matchId: match.id,
      dateType: 'video_chat',
      status: 'pending',
      scheduledAt: null,
      initiator: { id: kofi.id, name: 'Kofi Mensah' },
      participant: { id: ama.id, name: 'Ama Mensah' },
    });
    expect(await datesOf(ama)).toEqual([forKofi]);
    expect(await datesOf(esi)).toEqual([]);
  });

  it('answers 401 without a token, 400 naming the bad field, and 404 for a match that is not the member’s', async () => {
    const { kofi, esi, match } = await matchedPair();
    expect((await propose(null, { matchId: match.id, dateType: 'voice_call' })).status).toBe(401);
    expect(await propose(kofi, { matchId: match.id, dateType: 'movie_night' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('dateType') } });
    expect(await propose(kofi, { dateType: 'voice_call' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('matchId') } });
    expect(await propose(kofi, { matchId: match.id, dateType: 'voice_call', scheduledAt: 'tomorrow' })).toMatchObject({ status: 400 });
    expect(await propose(kofi, { matchId: match.id, dateType: 'voice_call', scheduledAt: '2020-01-01T10:00:00Z' })).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    expect(await propose(esi, { matchId: match.id, dateType: 'voice_call' })).toMatchObject({ status: 404, body: { code: 'match_not_found' } });
    expect(await propose(kofi, { matchId: 'no-such-match', dateType: 'voice_call' })).toMatchObject({ status: 404 });
  });

  it('refuses a closed or blocked match, and hides its dates from both', async () => {
    const { kofi, ama, match } = await matchedPair();
    const created = await propose(kofi, { matchId: match.id, dateType: 'voice_call' });
    await change(ama, created.body.date.id, 'accepted');
    const closed = await stack.given(matchStream(match.id), newEvent(MatchClosed, { matchId: match.id, byMemberId: ama.id, reason: 'block' as const }, context));
    expect(await propose(kofi, { matchId: match.id, dateType: 'voice_call' })).toMatchObject({ status: 409, body: { code: 'match_closed' } });
    expect(await change(kofi, created.body.date.id, 'active')).toMatchObject({ status: 409, body: { code: 'match_closed' } });
    expect(await datesOf(kofi, closed)).toEqual([]);
    expect(await datesOf(ama)).toEqual([]);
  });
});

describe('PATCH /api/virtual-dates/:id', () => {
  it('lets only the invited member accept; an unscheduled accepted date is active (Join Now)', async () => {
    const { kofi, ama, esi, match } = await matchedPair();
    const { body } = await propose(kofi, { matchId: match.id, dateType: 'video_chat' });
    const dateId = body.date.id;
    expect(await change(kofi, dateId, 'accepted')).toMatchObject({ status: 403, body: { code: 'forbidden' } });
    expect(await change(esi, dateId, 'accepted')).toMatchObject({ status: 404, body: { code: 'virtual_date_not_found' } });
    expect(await change(ama, 'no-such-date', 'accepted')).toMatchObject({ status: 404 });
    expect(await change(ama, dateId, 'maybe')).toMatchObject({ status: 400, body: { error: expect.stringContaining('status') } });
    const accepted = await change(ama, dateId, 'accepted');
    expect(accepted).toMatchObject({ status: 200, body: { date: { id: dateId, status: 'accepted' } } });
    expect((await datesOf(kofi, accepted.body.position))[0].status).toBe('active');
    expect(await change(ama, dateId, 'accepted')).toMatchObject({ status: 200, body: { position: accepted.body.position } });
  });

  it("takes the invited member's cancel of an invitation as a decline, and lets either member cancel", async () => {
    const { kofi, ama, match } = await matchedPair();
    const first = (await propose(kofi, { matchId: match.id, dateType: 'voice_call' })).body.date.id;
    const declined = await change(ama, first, 'cancelled');
    expect(declined).toMatchObject({ status: 200, body: { date: { status: 'cancelled' } } });
    expect(await change(ama, first, 'accepted')).toMatchObject({ status: 409, body: { code: 'virtual_date_answered' } });
    const second = (await propose(ama, { matchId: match.id, dateType: 'cultural_trivia' })).body.date.id;
    const cancelled = await change(ama, second, 'cancelled');
    expect(cancelled.body.date.status).toBe('cancelled');
    const statuses = (await datesOf(kofi, cancelled.body.position)).map((date: { status: string }) => date.status);
    expect(statuses).toEqual(['cancelled', 'cancelled']);
  });

  it('joins, rejoins and ends the call with its duration; a pending date cannot be joined', async () => {
    const { kofi, ama, esi, match } = await matchedPair();
    const dateId = (await propose(kofi, { matchId: match.id, dateType: 'video_chat' })).body.date.id;
    expect(await change(kofi, dateId, 'active')).toMatchObject({ status: 409, body: { code: 'virtual_date_not_accepted' } });
    expect(await change(kofi, dateId, 'ended')).toMatchObject({ status: 409, body: { code: 'virtual_date_not_started' } });
    await change(ama, dateId, 'accepted');
    heldAt = new Date();
    const joined = await change(kofi, dateId, 'active');
    expect(joined).toMatchObject({ status: 200, body: { date: { status: 'active' } } });
    expect(await change(ama, dateId, 'active')).toMatchObject({ status: 200, body: { position: joined.body.position } });
    expect((await change(esi, dateId, 'active')).status).toBe(404);
    // Ninety seconds into the call, by the routes' clock.
    heldAt = new Date(heldAt.getTime() + 90_000);
    const ended = await change(ama, dateId, 'ended');
    expect(ended).toMatchObject({ status: 200, body: { date: { status: 'ended' } } });
    const [date] = await datesOf(kofi, ended.body.position);
    expect(date).toMatchObject({ status: 'ended', startedAt: expect.any(String), endedAt: expect.any(String) });
    expect(date.durationSeconds).toBe(90);
    expect(await change(kofi, dateId, 'active')).toMatchObject({ status: 409, body: { code: 'virtual_date_closed' } });
  });
});

describe('the reminder', () => {
  it('notifies both members shortly before a scheduled accepted date, once, and opens it for joining', async () => {
    const { kofi, ama, match } = await matchedPair();
    const at = new Date(Date.now() + 60 * 60_000);
    const dateId = (await propose(kofi, { matchId: match.id, dateType: 'voice_call', scheduledAt: at.toISOString() })).body.date.id;
    await change(ama, dateId, 'accepted');
    expect(await change(kofi, dateId, 'active')).toMatchObject({ status: 409, body: { code: 'virtual_date_not_due' } });
    const reminders = await projectorUnderTest(stack.pool, stack.store, dateReminders({ store: stack.store }));
    try {
      expect(await reminders.tick(new Date(at.getTime() - 10 * 60_000))).toBe(0);
      const due = new Date(at.getTime() - 4 * 60_000);
      expect(await reminders.tick(due)).toBe(1);
      expect(await reminders.tick(due)).toBe(0);
      // The reactor reminds because of the proposal that set the time.
      const events = [];
      for await (const event of stack.store.readStream(virtualDateStream(dateId))) events.push(event);
      const proposed = events.find((event) => event.type === 'VirtualDateProposed')!;
      expect(events.find((event) => event.type === 'VirtualDateReminded')!.metadata).toMatchObject({ actorKind: 'system', causationId: proposed.metadata.eventId });
    } finally {
      await reminders.drop();
    }
    const head = await stack.shownHead();
    const [date] = await datesOf(kofi, head);
    expect(date).toMatchObject({ id: dateId, status: 'active', scheduledAt: at.toISOString() });
    for (const member of [kofi, ama]) {
      const notifications = (await read(stack, '/api/notifications', member, head)).body;
      expect(notifications).toContainEqual(expect.objectContaining({ type: 'date', title: 'Your virtual date starts soon' }));
    }
  });
});

describe('the call over /ws', () => {
  const signal = (dateId: string, body: unknown) => ({ type: 'rtc_signal', payload: { dateId, signal: body } });

  it('relays signals between the two members of an accepted date only, and tells both when the date changes', async () => {
    const { kofi, ama, esi, match } = await matchedPair();
    const created = await propose(kofi, { matchId: match.id, dateType: 'video_chat' });
    const dateId = created.body.date.id;
    const [kofiLive, amaLive, esiLive] = await Promise.all([listen(stack.liveUrl, kofi), listen(stack.liveUrl, ama), listen(stack.liveUrl, esi)]);
    clients.push(kofiLive, amaLive, esiLive);

    const accepted = await change(ama, dateId, 'accepted');
    expect(await kofiLive.next('virtual_date_changed')).toMatchObject({ payload: { dateId } });
    await read(stack, '/api/virtual-dates', kofi, accepted.body.position);

    kofiLive.send(signal(dateId, { kind: 'offer', sdp: 'v=0 kofi' }));
    expect(await amaLive.next('rtc_signal')).toEqual({ type: 'rtc_signal', payload: { dateId, fromMemberId: kofi.id, signal: { kind: 'offer', sdp: 'v=0 kofi' } } });
    amaLive.send(signal(dateId, { kind: 'answer', sdp: 'v=0 ama' }));
    expect((await kofiLive.next('rtc_signal')).payload.signal).toEqual({ kind: 'answer', sdp: 'v=0 ama' });

    esiLive.send(signal(dateId, { kind: 'offer', sdp: 'v=0 esi' }));
    kofiLive.send(signal(dateId, { kind: 'shout' }));
    kofiLive.send(signal(dateId, { kind: 'hangup' }));
    // Sent last and relayed through the same bus: what the two before it would have caused has come by then.
    await amaLive.next('rtc_signal', (message) => message.payload.signal.kind === 'hangup');
    expect(amaLive.received.filter((message) => message.type === 'rtc_signal').map((message) => message.payload.signal.kind)).toEqual(['offer', 'hangup']);
    expect(esiLive.received.map((message) => message.type)).toEqual(['auth_ok']);
  });

  it('serves the configured ICE servers to members', async () => {
    const { kofi } = await matchedPair();
    expect((await read(stack, '/api/virtual-dates/call-config', kofi)).body).toEqual({ iceServers: [{ urls: 'stun:stun.example.org:3478' }] });
    expect((await read(stack, '/api/virtual-dates/call-config', null)).status).toBe(401);
  });
});

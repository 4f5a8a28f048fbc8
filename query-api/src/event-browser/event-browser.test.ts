import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swipesRouter } from '@sankofa/command-api/swipes';
import { ERASED_TEXT, SwipeRecorded, eventsOf, matchStream, pairStream, type RecordedEvent } from '@sankofa/events';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { listen } from '../testing/live-client.ts';
import { joinMember, type TestMember } from '../swipes/testing/members.ts';
import { eventBrowserQueryRouter } from './routes.ts';
import { createEventTail } from './live-tail.ts';

const tail = createEventTail();
let stack: FeatureStack;
let admin: TestMember;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['event_index'],
    commandRouters: (deps) => [swipesRouter(deps)],
    queryRouters: (deps) => [eventBrowserQueryRouter(deps)],
    liveMappers: [tail.mapper],
    liveClientHandlers: [tail.handler],
  });
  const adminId = randomUUID();
  admin = { id: adminId, firstName: 'Ada', headers: { authorization: `Bearer ${await stack.tokens.issue({ memberId: adminId, role: 'admin' })}` } };
});
afterAll(() => stack.close());

let latest: string | null = null;
const like = async (swiper: TestMember, swiped: TestMember, headers: Record<string, string> = {}) => {
  const response = await fetch(`${stack.commandUrl}/api/swipes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...swiper.headers, ...headers },
    body: JSON.stringify({ swipedId: swiped.id, isLike: true }),
  });
  const body = (await response.json()) as { position: string; match?: { id: string } };
  if (body.position && (!latest || body.position > latest)) latest = body.position;
  return body;
};
// Reads wait until the read model has passed everything appended so far.
const get = async (path: string, as: TestMember = admin) => {
  const response = await fetch(`${stack.queryUrl}${path}`, { headers: { ...as.headers, ...(latest ? { 'x-min-position': latest } : {}) } });
  return { status: response.status, body: await response.json() };
};
const readStream = async (stream: string) => {
  const events: RecordedEvent[] = [];
  for await (const event of stack.store.readStream(stream)) events.push(event);
  return events;
};

/** Two members like each other: her like is the command keyed `idempotencyKey`, and it makes the match. */
const aMatch = async (idempotencyKey = randomUUID()) => {
  const [kofi, ama] = await Promise.all([joinMember(stack, { firstName: 'Kofi' }), joinMember(stack, { firstName: 'Ama' })]);
  await like(kofi, ama);
  const { match } = await like(ama, kofi, { 'Idempotency-Key': idempotencyKey });
  const pair = await readStream(pairStream(ama.id, kofi.id));
  const swipes = eventsOf(SwipeRecorded);
  const swipe = pair.filter((event) => swipes.has(event)).map((event) => swipes.parse(event)).find((event) => event.data.swiperId === ama.id)!;
  const made = pair.find((event) => event.type === 'MatchMade')!;
  const [opened] = await readStream(matchStream(match!.id));
  return { ama, kofi, swipe, made, opened: opened!, idempotencyKey };
};

describe('who and why on every event', () => {
  it("a swipe that matches is caused by its command and by its member; the MatchMade's cause is that swipe, MatchOpened's the MatchMade", async () => {
    const { ama, swipe, made, opened, idempotencyKey } = await aMatch();
    expect(swipe.metadata).toMatchObject({ actorId: ama.id, actorKind: 'member', causationId: idempotencyKey });
    expect(made.metadata).toMatchObject({ actorId: ama.id, actorKind: 'member', causationId: swipe.metadata.eventId, correlationId: swipe.metadata.correlationId });
    expect(opened.metadata).toMatchObject({ causationId: made.metadata.eventId, correlationId: swipe.metadata.correlationId });
  });

  it("without an Idempotency-Key the command's id is the request's correlation id", async () => {
    const [kofi, ama] = await Promise.all([joinMember(stack), joinMember(stack)]);
    await like(kofi, ama);
    const [swipe] = await readStream(pairStream(ama.id, kofi.id));
    expect(swipe!.metadata.causationId).toBe(swipe!.metadata.correlationId);
  });
});

describe('the admin event browser', () => {
  it('lists stream categories with their counts', async () => {
    await aMatch();
    const { status, body } = await get('/api/admin/events/categories');
    expect(status).toBe(200);
    const swipes = body.find((row: { category: string }) => row.category === 'swipes');
    expect(swipes.count).toBeGreaterThanOrEqual(3);
    expect(body.map((row: { category: string }) => row.category)).toEqual(expect.arrayContaining(['member', 'swipes', 'match']));
  });

  it("finds a member's swipe by type and stream, opens it, and follows it to the match it caused and back", async () => {
    const { ama, kofi, swipe, made } = await aMatch();
    const search = await get(`/api/admin/events?type=SwipeRecorded&stream=${encodeURIComponent(pairStream(ama.id, kofi.id))}`);
    expect(search.status).toBe(200);
    expect(search.body.events.map((event: { eventId: string }) => event.eventId)).toContain(swipe.metadata.eventId);

    const opened = await get(`/api/admin/events/${swipe.metadata.eventId}`);
    expect(opened.status).toBe(200);
    expect(opened.body.event).toMatchObject({ type: 'SwipeRecorded', stream: pairStream(ama.id, kofi.id), category: 'swipes', actorKind: 'member', data: { swiperId: ama.id } });
    expect(opened.body.event.metadata).toMatchObject({ eventId: swipe.metadata.eventId, actorId: ama.id });
    expect(opened.body.causedBy).toBeNull();
    expect(opened.body.caused).toEqual([expect.objectContaining({ type: 'MatchMade', eventId: made.metadata.eventId })]);

    const match = await get(`/api/admin/events/${made.metadata.eventId}`);
    expect(match.body.causedBy).toMatchObject({ eventId: swipe.metadata.eventId, type: 'SwipeRecorded' });
    expect(match.body.caused).toEqual([expect.objectContaining({ type: 'MatchOpened' })]);
  });

  it('pages through a stream oldest first and a search newest first, by cursor', async () => {
    const { ama, kofi } = await aMatch();
    const stream = pairStream(ama.id, kofi.id);
    const first = await get(`/api/admin/events/streams/${stream}?limit=2`);
    expect(first.body.events.map((event: { type: string }) => event.type)).toEqual(['SwipeRecorded', 'SwipeRecorded']);
    expect(first.body.next).toBe(first.body.events[1].position);
    const second = await get(`/api/admin/events/streams/${stream}?limit=2&cursor=${first.body.next}`);
    expect(second.body).toEqual({ events: [expect.objectContaining({ type: 'MatchMade', revision: 2 })], next: null });

    const newest = await get(`/api/admin/events?stream=${encodeURIComponent(stream)}&limit=1`);
    expect(newest.body.events[0].type).toBe('MatchMade');
    const older = await get(`/api/admin/events?stream=${encodeURIComponent(stream)}&limit=5&cursor=${newest.body.next}`);
    expect(older.body.events.map((event: { revision: number }) => event.revision)).toEqual([1, 0]);
  });

  it('searches by stream prefix and time range', async () => {
    const before = new Date().toISOString();
    const { ama } = await aMatch();
    const byPrefix = await get(`/api/admin/events?stream=member-${ama.id.slice(0, 8)}`);
    expect(byPrefix.body.events.every((event: { stream: string }) => event.stream.startsWith(`member-${ama.id.slice(0, 8)}`))).toBe(true);
    expect(byPrefix.body.events.length).toBeGreaterThan(0);
    const recent = await get(`/api/admin/events?from=${before}&type=MatchMade`);
    expect(recent.body.events).toHaveLength(1);
    const none = await get(`/api/admin/events?to=2000-01-01T00:00:00Z`);
    expect(none.body).toEqual({ events: [], next: null });
  });

  it("never shows a member's password hash", async () => {
    const { ama } = await aMatch();
    const registered = await get(`/api/admin/events?type=MemberRegistered&stream=member-${ama.id}`);
    const detail = await get(`/api/admin/events/${registered.body.events[0].eventId}`);
    expect(detail.body.event.data).toMatchObject({ memberId: ama.id, passwordHash: '[redacted]' });
    expect(JSON.stringify(detail.body)).not.toContain('scrypt$');
  });

  it("shows a deleted member's fields as erased, read from the log with her key gone", async () => {
    const { ama } = await aMatch();
    const registered = await get(`/api/admin/events?type=MemberRegistered&stream=member-${ama.id}`);
    const eventId = registered.body.events[0].eventId;
    expect((await get(`/api/admin/events/${eventId}`)).body.event.data).toMatchObject({ firstName: 'Ama' });
    await stack.dataKeys.destroy(ama.id);
    const detail = await get(`/api/admin/events/${eventId}`);
    expect(detail.body.event.data).toMatchObject({ memberId: ama.id, firstName: ERASED_TEXT, email: ERASED_TEXT, photos: [] });
    expect(detail.body.event.metadata.erasedFields).toEqual(expect.arrayContaining(['firstName', 'email']));
  });

  it('answers 400 naming the field for bad searches, and 404 for an unknown event', async () => {
    expect(await get('/api/admin/events?limit=0')).toMatchObject({ status: 400, body: { error: expect.stringContaining('limit') } });
    expect(await get('/api/admin/events?limit=abc')).toMatchObject({ status: 400 });
    expect(await get('/api/admin/events?from=yesterday')).toMatchObject({ status: 400, body: { error: expect.stringContaining('from') } });
    expect(await get('/api/admin/events?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z')).toMatchObject({ status: 400 });
    expect((await get(`/api/admin/events/${randomUUID()}`)).status).toBe(404);
  });

  it('is for admins only', async () => {
    const member = await joinMember(stack);
    expect((await get('/api/admin/events/categories', member)).status).toBe(403);
    expect((await get('/api/admin/events', member)).status).toBe(403);
    expect((await fetch(`${stack.queryUrl}/api/admin/events`)).status).toBe(401);
  });
});

describe('the live tail', () => {
  it('sends an admin every event appended once they turn it on, and a member who asks an error and nothing else', async () => {
    const member = await joinMember(stack);
    const [adminSocket, memberSocket] = await Promise.all([listen(stack.liveUrl, admin), listen(stack.liveUrl, member)]);
    try {
      adminSocket.send({ type: 'event_tail', payload: { on: true } });
      memberSocket.send({ type: 'event_tail', payload: { on: true } });
      expect((await adminSocket.next('event_tail')).payload).toEqual({ on: true });
      expect((await memberSocket.next('error')).payload).toMatchObject({ code: 'forbidden' });

      const { made } = await aMatch();
      await expect.poll(() => adminSocket.received.some((message) => message.type === 'log_event' && message.payload.eventId === made.metadata.eventId)).toBe(true);
      const tailed = adminSocket.received.find((message) => message.payload?.eventId === made.metadata.eventId)!;
      expect(tailed.payload).toMatchObject({ type: 'MatchMade', category: 'swipes', actorKind: 'member' });
      expect(memberSocket.received.some((message) => message.type === 'log_event')).toBe(false);
    } finally {
      adminSocket.close();
      memberSocket.close();
    }
  });
});

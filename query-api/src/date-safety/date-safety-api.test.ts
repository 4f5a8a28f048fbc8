import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryOutbox, outboxEmail, outboxSms } from '@sankofa/adapters/messaging';
import { dateCheckIns, dateSafetyRouter } from '@sankofa/command-api/date-safety';
import { virtualDatesRouter } from '@sankofa/command-api/virtual-dates';
import { CommunityEventListed, EventDateInvited, PhotosChanged, communityEventStream, dateShareStream, memberStream, newEvent, reportStream, type RecordedEvent } from '@sankofa/events';
import { projectorUnderTest } from '@sankofa/events/testing';
import { givenMatch, membersNamed, read, send } from '../chat/testing/chat.ts';
import { notificationsQueryRouter } from '../notifications/routes.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import type { TestMember } from '../swipes/testing/members.ts';
import { dateSafetyQueryRouter } from './routes.ts';

const HOUR = 3_600_000;
const APP = 'https://sankofa.test';
const outbox = createMemoryOutbox(() => undefined);
/** The routes' clock: the system's, unless a test holds it at an instant. */
let heldAt: Date | undefined;
const clock = () => heldAt ?? new Date();
let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['members', 'notifications', 'virtual_dates', 'date_shares'],
    commandRouters: (deps) => [
      virtualDatesRouter({ ...deps, clock }),
      dateSafetyRouter({ ...deps, messaging: { sms: outboxSms(outbox), email: outboxEmail(outbox) }, publicAppUrl: APP, clock }),
    ],
    queryRouters: (deps) => [dateSafetyQueryRouter(deps), notificationsQueryRouter(deps)],
  });
});
afterEach(() => {
  heldAt = undefined;
});
afterAll(() => stack.close());

const context = { actorId: 'test', correlationId: 'test' };
const PHONE = '+233 20 555 0142';
const share = (member: TestMember, date: unknown, contact: Record<string, unknown> = { contactName: 'Efua', contactPhone: PHONE }) =>
  send(stack, 'POST', '/api/date-shares', member, { date, ...contact });
const sharesOf = async (member: TestMember, position?: string | null) => (await read(stack, '/api/date-shares', member, position)).body;
const openLink = (token: string, position?: string | null) => read(stack, `/api/shared-dates/${token}`, null, position);
const textsTo = async (to: string) => (await outbox.messages()).filter((message) => message.to === to);
const tokenIn = (body: string) => new RegExp(`${APP}/shared-date/([\\w-]{43})`).exec(body)![1]!;

/** Ama and Kofi, matched, with an accepted video date; Kofi has a photo; Esi is neither. */
const datedPair = async (scheduledAt: Date | null = null) => {
  const [ama, kofi, esi] = await membersNamed(stack, 'Ama', 'Kofi', 'Esi');
  await stack.given(memberStream(kofi.id), newEvent(PhotosChanged, { memberId: kofi.id, photos: [`/api/media/kofi-${kofi.id}-full.webp`] }, context));
  const match = await givenMatch(stack, ama, kofi);
  const proposed = await send(stack, 'POST', '/api/virtual-dates', kofi, { matchId: match.id, dateType: 'video_chat', scheduledAt: scheduledAt?.toISOString() ?? null });
  const dateId: string = proposed.body.date.id;
  await send(stack, 'PATCH', `/api/virtual-dates/${dateId}`, ama, { status: 'accepted' });
  return { ama, kofi, esi, dateId };
};

const streamEvents = async (stream: string) => {
  const events: RecordedEvent[] = [];
  for await (const event of stack.store.readStream(stream)) events.push(event);
  return events;
};

describe('Share my date', () => {
  it("texts her contact a link to a page showing the time, the place and her match's first name and thumbnail; no one else sees her share", async () => {
    const { ama, kofi, dateId } = await datedPair();
    const contactPhone = `+23320${Math.floor(1e6 + Math.random() * 8e6)}`;
    const shared = await share(ama, { kind: 'virtual_date', id: dateId }, { contactName: 'Efua', contactPhone });
    expect(shared).toMatchObject({ status: 201, body: { share: { id: expect.any(String) } } });

    const [text] = await textsTo(contactPhone);
    expect(text).toMatchObject({ channel: 'sms', body: expect.stringContaining('Hi Efua, Ama shared her date with you') });
    // Read-your-writes waits about 2 s for the projector: a loaded test machine may need a second look.
    const page = await vi.waitFor(async () => {
      const opened = await openLink(tokenIn(text!.body), shared.body.position);
      expect(opened.status).toBe(200);
      return opened;
    }, { timeout: 10_000, interval: 200 });
    expect(page).toEqual({
      status: 200,
      body: {
        memberFirstName: 'Ama',
        dateKind: 'virtual_date',
        startsAt: expect.any(String),
        place: null,
        expiresAt: shared.body.share.expiresAt,
        match: { firstName: 'Kofi', photo: `/api/media/kofi-${kofi.id}-thumb.webp` },
      },
    });
    // Twenty-four hours from the start, and the link's secret is nowhere in the log.
    expect(Date.parse(page.body.expiresAt) - Date.parse(page.body.startsAt)).toBe(24 * HOUR);
    const [event] = await streamEvents(dateShareStream(shared.body.share.id));
    expect(JSON.stringify(event)).not.toContain(tokenIn(text!.body));

    expect(await sharesOf(ama, shared.body.position)).toEqual([expect.objectContaining({ id: shared.body.share.id, contactName: 'Efua', active: true, checkIn: 'scheduled', matchFirstName: 'Kofi' })]);
    expect(await sharesOf(kofi)).toEqual([]);
  });

  it('shares only her own dates: an outsider cannot share it, and her match can neither stop nor answer her share', async () => {
    const { ama, kofi, esi, dateId } = await datedPair();
    expect(await share(esi, { kind: 'virtual_date', id: dateId })).toMatchObject({ status: 404, body: { code: 'date_not_found' } });
    const { body } = await share(ama, { kind: 'virtual_date', id: dateId });
    expect(await send(stack, 'DELETE', `/api/date-shares/${body.share.id}`, kofi)).toMatchObject({ status: 404, body: { code: 'date_share_not_found' } });
    expect(await send(stack, 'POST', `/api/date-shares/${body.share.id}/check-in`, kofi, { answer: 'need_help' })).toMatchObject({ status: 404, body: { code: 'date_share_not_found' } });
    expect(await send(stack, 'DELETE', `/api/date-shares/${body.share.id}`, null)).toMatchObject({ status: 401 });
  });

  it('answers bad input with a 400 naming the problem', async () => {
    const { ama, dateId } = await datedPair();
    const date = { kind: 'virtual_date', id: dateId };
    expect(await share(ama, date, { contactName: 'Efua' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('contactPhone or contactEmail') } });
    expect(await share(ama, date, { contactName: 'Efua', contactPhone: 'call me' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('phoneNumber must be a phone number') } });
    expect(await share(ama, date, { contactName: 'Efua', contactEmail: 'not-an-address' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('contactEmail') } });
    expect(await share(ama, date, { contactName: ' ', contactPhone: PHONE })).toMatchObject({ status: 400, body: { error: expect.stringContaining('contactName is required') } });
    expect(await share(ama, { kind: 'dinner', id: dateId })).toMatchObject({ status: 400, body: { error: expect.stringContaining('date must be') } });
    expect(await send(stack, 'POST', '/api/date-shares/x/check-in', ama, { answer: 'maybe' })).toMatchObject({ status: 400, body: { error: expect.stringContaining('answer must be one of all_good, need_help') } });
    expect(await openLink('too-short')).toMatchObject({ status: 400, body: { error: expect.stringContaining('token is malformed') } });
    expect(await openLink('A'.repeat(43))).toMatchObject({ status: 404, body: { code: 'shared_date_not_found' } });
  });

  it('e-mails an address when she gives no number; the link says when she stopped sharing (410)', async () => {
    const { ama, dateId } = await datedPair();
    const address = `efua-${dateId}@example.com`;
    const { body } = await share(ama, { kind: 'virtual_date', id: dateId }, { contactName: 'Efua', contactEmail: address });
    const [mail] = await textsTo(address);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Ama shared her date with you' });
    const token = tokenIn(mail!.body);
    const stopped = await send(stack, 'DELETE', `/api/date-shares/${body.share.id}`, ama);
    expect(stopped).toMatchObject({ status: 200, body: { stopped: true } });
    await read(stack, '/api/date-shares', ama, stopped.body.position);
    expect(await openLink(token)).toMatchObject({ status: 410, body: { code: 'shared_date_stopped' } });
    expect(await sharesOf(ama)).toEqual([expect.objectContaining({ active: false })]);
  });

  it('expires a day after the date starts (410), and a date over for a day cannot be shared', async () => {
    heldAt = new Date(Date.now() - 30 * HOUR);
    const { ama, dateId } = await datedPair(new Date(heldAt.getTime() + HOUR));
    const contactPhone = `+23324${Math.floor(1e6 + Math.random() * 8e6)}`;
    const shared = await share(ama, { kind: 'virtual_date', id: dateId }, { contactName: 'Efua', contactPhone });
    expect(shared.status).toBe(201);
    heldAt = undefined;
    await read(stack, '/api/date-shares', ama, shared.body.position);
    const [text] = await textsTo(contactPhone);
    expect(await openLink(tokenIn(text!.body))).toMatchObject({ status: 410, body: { code: 'shared_date_expired', error: expect.stringContaining('expired') } });
    expect(await share(ama, { kind: 'virtual_date', id: dateId })).toMatchObject({ status: 409, body: { code: 'date_over' } });
  });

  it('shares an event a match invited her to, with its venue and address', async () => {
    const [ama, kofi] = await membersNamed(stack, 'Ama', 'Kofi');
    const eventId = `event-${ama.id}`;
    const tomorrow = new Date(Date.now() + 24 * HOUR).toISOString().slice(0, 10);
    const listing = {
      eventId, hostId: 'host', title: 'Highlife Night', description: 'Live highlife band and dancing all night long', category: 'music' as const, date: tomorrow, time: '19:30',
      venue: 'Jazz Café', address: '5 Parkway', city: 'London', country: 'UK', price: 'Free', priceAmount: 0, capacity: 50, imageUrl: null, organizer: 'Sankofa',
      website: null, tags: [], culturalRelevance: 80, ageGroup: '25-35', listedAt: new Date().toISOString(),
    };
    await stack.given(
      communityEventStream(eventId),
      newEvent(CommunityEventListed, listing, context),
      newEvent(EventDateInvited, { eventId, inviteId: 'i1', matchId: 'm1', fromId: kofi.id, toId: ama.id, message: '', invitedAt: new Date().toISOString() }, context),
    );
    const contactPhone = `+23326${Math.floor(1e6 + Math.random() * 8e6)}`;
    const shared = await share(ama, { kind: 'event_invitation', eventId, inviteId: 'i1' }, { contactName: 'Efua', contactPhone });
    expect(shared.status).toBe(201);
    await read(stack, '/api/date-shares', ama, shared.body.position);
    const [text] = await textsTo(contactPhone);
    expect((await openLink(tokenIn(text!.body))).body).toMatchObject({ dateKind: 'event_invitation', startsAt: `${tomorrow}T19:30:00.000Z`, place: 'Jazz Café, 5 Parkway, London', match: { firstName: 'Kofi', photo: null } });
    expect(await share(ama, { kind: 'event_invitation', eventId, inviteId: 'i2' })).toMatchObject({ status: 404, body: { code: 'date_not_found' } });
  });
});

/** The check-in reactor, run at each of `instants` (it acts on every share of this file's log). */
const tickCheckIns = async (...instants: Date[]) => {
  const checkIns = await projectorUnderTest(stack.pool, stack.store, dateCheckIns({ store: stack.store }));
  try {
    for (const instant of instants) await checkIns.tick(instant);
  } finally {
    await checkIns.drop();
  }
};
const checkInsDue = async (shareId: string) => (await streamEvents(dateShareStream(shareId))).filter((event) => event.type === 'DateCheckInDue').length;

describe('the check-in after the date', () => {
  it("opens an hour after the date; 'I need help' alerts her contact at once and reports her match, once", async () => {
    heldAt = new Date(Date.now() - 3 * HOUR);
    const { ama, kofi, dateId } = await datedPair(new Date(heldAt.getTime() + HOUR));
    const contactPhone = `+23327${Math.floor(1e6 + Math.random() * 8e6)}`;
    const { body } = await share(ama, { kind: 'virtual_date', id: dateId }, { contactName: 'Efua', contactPhone });
    heldAt = undefined;
    const checkIn = (answer: string) => send(stack, 'POST', `/api/date-shares/${body.share.id}/check-in`, ama, { answer });
    expect(await checkIn('need_help')).toMatchObject({ status: 409, body: { code: 'check_in_not_due' } });

    // Due an hour after the start: not two hours ago, but now; once.
    await tickCheckIns(new Date(Date.now() - 2 * HOUR));
    expect(await checkInsDue(body.share.id)).toBe(0);
    await tickCheckIns(new Date(), new Date());
    expect(await checkInsDue(body.share.id)).toBe(1);
    const head = await stack.shownHead();
    expect(await sharesOf(ama, head)).toEqual([expect.objectContaining({ id: body.share.id, checkIn: 'due' })]);
    expect((await read(stack, '/api/notifications', ama, head)).body).toContainEqual(expect.objectContaining({ type: 'date', title: 'Did everything go well?' }));

    const helped = await checkIn('need_help');
    expect(helped).toMatchObject({ status: 200, body: { answer: 'need_help', reportId: expect.any(String) } });
    const alerts = (await textsTo(contactPhone)).filter((message) => message.body.includes('asked for help'));
    expect(alerts).toEqual([expect.objectContaining({ channel: 'sms', body: expect.stringMatching(/^Hi Efua, Ama asked for help after her date on Sankofa \(.+, a video date in the Sankofa app, with Kofi\)/) })]);
    const [report] = await streamEvents(reportStream(helped.body.reportId));
    expect(report).toMatchObject({ type: 'MemberReported', data: { reporterId: ama.id, reportedMemberId: kofi.id, reason: 'other', description: expect.stringContaining('Asked for help') } });

    // Again: the same answer, no second alert or report.
    expect(await checkIn('need_help')).toMatchObject({ status: 200, body: { reportId: helped.body.reportId } });
    expect((await textsTo(contactPhone)).filter((message) => message.body.includes('asked for help'))).toHaveLength(1);
    expect(await checkIn('all_good')).toMatchObject({ status: 409, body: { code: 'check_in_answered' } });
  });

  it('opens as soon as the video date is hung up; All good closes it without alerting anyone', async () => {
    const { ama, kofi, dateId } = await datedPair();
    const contactPhone = `+23328${Math.floor(1e6 + Math.random() * 8e6)}`;
    const { body } = await share(ama, { kind: 'virtual_date', id: dateId }, { contactName: 'Efua', contactPhone });
    await send(stack, 'PATCH', `/api/virtual-dates/${dateId}`, kofi, { status: 'active' });
    await send(stack, 'PATCH', `/api/virtual-dates/${dateId}`, kofi, { status: 'ended' });
    await tickCheckIns(new Date());
    expect(await checkInsDue(body.share.id)).toBe(1);
    const answered = await send(stack, 'POST', `/api/date-shares/${body.share.id}/check-in`, ama, { answer: 'all_good' });
    expect(answered).toMatchObject({ status: 200, body: { answer: 'all_good', reportId: null } });
    expect(await sharesOf(ama, answered.body.position)).toEqual([expect.objectContaining({ checkIn: 'all_good' })]);
    expect(await textsTo(contactPhone)).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityEventsRouter } from '@sankofa/command-api/community-events';
import type { CommunityEventView, EventInvitationView } from '@sankofa/contracts';
import { MatchMade, MatchOpened, matchStream, newEvent, pairStream } from '@sankofa/events';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { memberClient } from '../testing/member-client.ts';
import { chatQueryRouters } from '../chat/index.ts';
import { matchesQueryRouter } from '../matches/index.ts';
import { notificationsQueryRouter } from '../notifications/index.ts';
import { communityEventsQueryRouter } from './routes.ts';

const context = { actorId: 'test', correlationId: 'test' };
let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['community_events', 'matches', 'members', 'notifications', 'moderation'],
    commandRouters: (deps) => [communityEventsRouter(deps)],
    queryRouters: (deps) => [communityEventsQueryRouter(deps), matchesQueryRouter(deps), ...chatQueryRouters(deps), notificationsQueryRouter(deps)],
  });
});
afterAll(() => stack?.close());

const { member, post, get, seen } = memberClient(() => stack, {
  emailPrefix: 'eventgoer',
  firstNamePrefix: 'Goer',
  defaults: { lastName: 'Okafor', age: 31, location: 'London, UK', heritage: 'Nigerian', profession: 'Engineer' },
});

let matchSequence = 0;
const match = async (a: string, b: string): Promise<string> => {
  const matchId = `evmatch-${++matchSequence}-${a.slice(-6)}`;
  await stack.given(pairStream(a, b), newEvent(MatchMade, { matchId, userId1: a, userId2: b }, context));
  seen(await stack.given(matchStream(matchId), newEvent(MatchOpened, { matchId, userId1: a, userId2: b }, context)));
  return matchId;
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let titleSequence = 0;
const form = (overrides: Record<string, unknown> = {}) => ({
  title: `Kente Weaving Workshop ${++titleSequence}`,
  description: 'Learn the history and craft of kente weaving with master weavers from Bonwire.',
  category: 'cultural', date: inDays(10), time: '14:00', venue: 'Hackney Arts Centre', address: '1 Mare Street', city: 'London', country: 'United Kingdom',
  priceAmount: 20, capacity: 30, organizer: 'Ghana Arts Collective', website: 'https://example.org/kente', tags: ['kente', 'heritage'], ...overrides,
});
const host = async (memberId: string, overrides: Record<string, unknown> = {}): Promise<string> => {
  const reply = await post(memberId, '/api/events', form(overrides));
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.event.id as string;
};
const list = async (memberId: string, query = ''): Promise<CommunityEventView[]> => {
  const reply = await get(memberId, `/api/events${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body as CommunityEventView[];
};

describe('hosting an event', () => {
  it('lists a valid event with its organiser, capacity, website and a cultural badge score', async () => {
    const ama = await member();
    const id = await host(ama);
    const event = (await get(ama, `/api/events/${id}`)).body as CommunityEventView;
    expect(event).toMatchObject({ id, hostId: ama, organizer: 'Ghana Arts Collective', capacity: 30, website: 'https://example.org/kente', price: '£20', attendees: 0 });
    expect(event.culturalRelevance).toBeGreaterThan(70);
  });

  it('refuses bad input with a 400 naming the problem', async () => {
    const ama = await member();
    const refusal = async (overrides: Record<string, unknown>, message: string) => {
      const reply = await post(ama, '/api/events', form(overrides));
      expect(reply.status).toBe(400);
      expect(JSON.stringify(reply.body)).toContain(message);
    };
    await refusal({ title: 'Hi' }, 'Title must be at least 5 characters');
    await refusal({ description: 'Too short' }, 'Description must be at least 20 characters');
    await refusal({ website: 'javascript:alert(1)' }, 'Website must be an http or https address');
    await refusal({ website: 'ftp://example.org' }, 'Website must be an http or https address');
    await refusal({ capacity: 0 }, 'Capacity must be between');
    await refusal({ category: 'sports' }, 'Please select a category');
    await refusal({ date: 'next week' }, 'date must be a date as YYYY-MM-DD');
    await refusal({ priceAmount: -5 }, 'priceAmount cannot be negative');
    await refusal({ organizer: '' }, 'Please enter the organiser');
    expect((await post(ama, '/api/events', form({ date: '2020-01-01' })))).toMatchObject({ status: 409, body: { code: 'event_past' } });
  });

  it('needs a member token for every call', async () => {
    expect((await fetch(`${stack.commandUrl}/api/events`, { method: 'POST' })).status).toBe(401);
    expect((await fetch(`${stack.queryUrl}/api/events`)).status).toBe(401);
    expect((await fetch(`${stack.queryUrl}/api/events/bookmarked`)).status).toBe(401);
    expect((await fetch(`${stack.commandUrl}/api/events/suggest-meetup`, { method: 'POST' })).status).toBe(401);
  });
});

describe('finding events', () => {
  it('filters by category, location, date range, price, cultural relevance and a text search', async () => {
    const ama = await member();
    const jazz = await host(ama, { title: 'Ethio-Jazz Evening', description: 'Mulatu-inspired Ethiopian jazz by a live quintet in the city.', category: 'music', city: 'Toronto', country: 'Canada', priceAmount: 0, date: inDays(40), tags: [] });
    const supper = await host(ama, { title: 'Jollof Supper Club', description: 'A friendly jollof cook-off between Ghanaian and Nigerian chefs.', category: 'food', city: 'Houston', country: 'United States', priceAmount: 60, date: inDays(3), tags: ['jollof'] });
    const ids = async (query: string) => (await list(ama, query)).map((event) => event.id);
    expect(await ids('?search=ethiopian%20jazz')).toContain(jazz);
    expect(await ids('?search=ethiopian%20jazz')).not.toContain(supper);
    expect(await ids('?category=food&location=houston')).toEqual([supper]);
    expect(await ids('?priceRange=free&location=toronto')).toEqual([jazz]);
    expect(await ids('?priceRange=over-50&location=houston')).toEqual([supper]);
    expect(await ids('?dateRange=week&location=toronto')).toEqual([]);
    expect(await ids('?culturalEvents=true&location=houston')).toEqual([supper]);
    expect(await ids('?culturalEvents=true&location=toronto')).toEqual([]);
    expect((await get(ama, '/api/events?category=sports')).status).toBe(400);
    expect((await get(ama, '/api/events?priceRange=cheap')).body.message ?? JSON.stringify((await get(ama, '/api/events?priceRange=cheap')).body)).toContain('priceRange');
    expect((await get(ama, '/api/events/no-such-event')).status).toBe(404);
  });
});

describe('bookmarks, interest and matches', () => {
  it('toggles bookmarks and interest, sets them idempotently, and counts the interest of the reader\'s matches only', async () => {
    const [ama, kofi, stranger] = [await member(), await member(), await member()];
    await match(ama, kofi);
    const id = await host(stranger);
    expect((await post(ama, `/api/events/${id}/bookmark`, {})).body.bookmarked).toBe(true);
    expect((await post(ama, `/api/events/${id}/bookmark`, { bookmarked: true })).body.bookmarked).toBe(true);
    expect((await get(ama, '/api/events/bookmarked')).body.map((event: CommunityEventView) => event.id)).toEqual([id]);
    expect((await get(kofi, '/api/events/bookmarked')).body).toEqual([]);
    expect((await post(ama, `/api/events/${id}/bookmark`, {})).body.bookmarked).toBe(false);
    expect((await get(ama, '/api/events/bookmarked')).body).toEqual([]);

    expect((await post(ama, `/api/events/${id}/interest`, {})).body.interested).toBe(true);
    expect((await post(ama, `/api/events/${id}/interest`, { interested: true })).body.interested).toBe(true);
    expect(((await get(kofi, `/api/events/${id}`)).body as CommunityEventView)).toMatchObject({ matchesAttending: 1, interestedCount: 1, isInterested: false });
    expect(((await get(stranger, `/api/events/${id}`)).body as CommunityEventView).matchesAttending).toBe(0);
    expect((await post(ama, `/api/events/${id}/interest`, { interested: 'yes' })).status).toBe(400);
    expect((await post(ama, '/api/events/no-such-event/interest', {})).status).toBe(404);
  });
});

describe('joining', () => {
  it('lets 50 members racing for a 20-place event leave exactly 20 attendees; the others hear Event Full', async () => {
    const hostId = await member();
    const id = await host(hostId, { capacity: 20 });
    const members = await Promise.all(Array.from({ length: 50 }, () => member()));
    const replies = await Promise.all(members.map((memberId) => post(memberId, `/api/events/${id}/join`, {})));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(20);
    expect(replies.filter((reply) => reply.status === 409).every((reply) => reply.body.code === 'event_full')).toBe(true);
    expect(((await get(hostId, `/api/events/${id}`)).body as CommunityEventView).attendees).toBe(20);
    expect((await post(members[0]!, `/api/events/${id}/join`, {})).status).toBe(replies[0]!.status);
  }, 120_000);
});

describe('meetups and date invitations', () => {
  it('posts a meetup card in the chat with a match, which notifies them; not in someone else\'s match', async () => {
    const [ama, kofi, outsider] = [await member(), await member(), await member()];
    const matchId = await match(ama, kofi);
    const id = await host(ama, { title: 'Amapiano Rooftop Party' });
    const suggested = await post(ama, '/api/events/suggest-meetup', { eventId: id, matchId, message: 'Shall we go?' });
    expect(suggested.status, JSON.stringify(suggested.body)).toBe(201);
    const read = await get(kofi, `/api/matches/${matchId}/messages`);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    const messages = read.body as Array<{ content: string }>;
    expect(messages.at(-1)?.content).toContain('📅 Meetup: Amapiano Rooftop Party');
    const notifications = (await get(kofi, '/api/notifications')).body as Array<{ type: string }>;
    expect(notifications.some((notification) => notification.type === 'message')).toBe(true);
    expect((await post(outsider, '/api/events/suggest-meetup', { eventId: id, matchId })).status).toBe(404);
    expect((await post(ama, '/api/events/suggest-meetup', { eventId: 'nope', matchId })).status).toBe(404);
    expect((await post(ama, '/api/events/suggest-meetup', { eventId: id })).status).toBe(400);
  });

  it('invites a match to an event; only they accept or decline; others cannot invite through a match not theirs', async () => {
    const [ama, kofi, outsider] = [await member(), await member(), await member()];
    const matchId = await match(ama, kofi);
    const id = await host(ama);
    expect((await post(ama, `/api/events/${id}/invitations`, { matchId, message: '' })).status).toBe(400);
    expect((await post(outsider, `/api/events/${id}/invitations`, { matchId, message: 'Hi' })).status).toBe(404);
    const invited = await post(ama, `/api/events/${id}/invitations`, { matchId, message: 'Come weave with me' });
    expect(invited.status).toBe(201);
    const received = (await get(kofi, '/api/events/invitations')).body as EventInvitationView[];
    expect(received).toMatchObject([{ id: invited.body.inviteId, direction: 'received', status: 'pending', message: 'Come weave with me', otherMember: { id: ama } }]);
    expect((await get(outsider, '/api/events/invitations')).body).toEqual([]);
    const answerPath = `/api/events/${id}/invitations/${invited.body.inviteId}/answer`;
    expect((await post(ama, answerPath, { answer: 'accepted' })).status).toBe(404);
    expect((await post(kofi, answerPath, { answer: 'maybe' })).status).toBe(400);
    expect((await post(kofi, answerPath, { answer: 'accepted' })).status).toBe(200);
    expect(((await get(ama, '/api/events/invitations')).body as EventInvitationView[])[0]).toMatchObject({ direction: 'sent', status: 'accepted' });
  });
});

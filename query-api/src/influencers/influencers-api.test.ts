import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { influencersRouter } from '@sankofa/command-api/influencers';
import { notificationsQueryRouter } from '../notifications/routes.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { memberClient, type Reply } from '../testing/member-client.ts';
import { influencersQueryRouter } from './routes.ts';

let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['members', 'influencers', 'notifications'],
    commandRouters: (deps) => [influencersRouter(deps)],
    queryRouters: (deps) => [influencersQueryRouter(deps), notificationsQueryRouter(deps)],
  });
});
afterAll(() => stack.close());

const { member, post, seen, lastPosition, ...client } = memberClient(() => stack, {
  emailPrefix: 'influencer',
  firstNamePrefix: 'Influencer',
  defaults: { lastName: 'Boateng', age: 31, location: 'Accra', heritage: 'Ghanaian', profession: 'Chef' },
});
const get = async (memberId: string, path: string) => (await client.get(memberId, path)).body;

const send = async (method: 'POST' | 'DELETE', memberId: string, path: string, role: 'member' | 'admin' = 'member', body?: unknown): Promise<Reply> => {
  const token = await stack.tokens.issue({ memberId, role });
  const response = await fetch(`${stack.commandUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const reply = { status: response.status, body: await response.json() };
  seen(reply.body?.position);
  return reply;
};
const asAdmin = (path: string, body?: unknown) => send('POST', 'admin-1', path, 'admin', body ?? {});
const adminGet = async (path: string): Promise<Reply> => {
  const token = await stack.tokens.issue({ memberId: 'admin-1', role: 'admin' });
  const response = await fetch(`${stack.queryUrl}${path}`, { headers: { authorization: `Bearer ${token}`, 'x-min-position': lastPosition() ?? '' } });
  return { status: response.status, body: await response.json() };
};

const APPLICATION = {
  influencerType: 'chef',
  bio: 'I cook West African food live every week and teach the stories behind each dish.',
  socialLinks: 'https://instagram.com/ama, https://youtube.com/@ama',
  followerCount: 12000,
  specialties: 'Jollof, Fufu, Suya, Kelewele',
};
const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
const EVENT = { eventType: 'Cooking Demo', title: 'Jollof masterclass', description: 'Cook a smoky party jollof with me, live.', duration: 60, maxParticipants: 20 };

/** A member who applied and was verified by an admin. */
const verifiedInfluencer = async () => {
  const id = await member();
  expect((await post(id, '/api/influencer-application', APPLICATION)).status).toBe(201);
  expect(await asAdmin(`/api/admin/influencer-applications/${id}/verify`)).toMatchObject({ status: 200, body: { status: 'verified' } });
  return id;
};

describe('every call', () => {
  it.each([
    ['command', 'POST', '/api/influencer-application'],
    ['command', 'POST', '/api/cultural-influencers/x/follow'],
    ['command', 'DELETE', '/api/cultural-influencers/x/follow'],
    ['command', 'POST', '/api/influencer-event'],
    ['command', 'POST', '/api/join-influencer-event/x'],
    ['command', 'POST', '/api/leave-influencer-event/x'],
    ['command', 'POST', '/api/admin/influencer-applications/x/verify'],
    ['command', 'POST', '/api/admin/influencer-applications/x/reject'],
    ['query', 'GET', '/api/cultural-influencers'],
    ['query', 'GET', '/api/influencer-events'],
    ['query', 'GET', '/api/influencer-application'],
    ['query', 'GET', '/api/admin/influencer-applications'],
  ] as const)('needs a token: %s %s %s', async (side, method, path) => {
    const response = await fetch(`${side === 'command' ? stack.commandUrl : stack.queryUrl}${path}`, { method, headers: { 'content-type': 'application/json' }, ...(method === 'GET' ? {} : { body: '{}' }) });
    expect(response.status).toBe(401);
  });
});

describe('POST /api/influencer-application', () => {
  it.each([
    [{ ...APPLICATION, influencerType: '' }, 'Please select an influencer type'],
    [{ ...APPLICATION, influencerType: 'dancer' }, 'Please select an influencer type'],
    [{ ...APPLICATION, bio: 'Too short' }, 'Bio must be at least 50 characters'],
    [{ ...APPLICATION, socialLinks: ' , ' }, 'Please provide at least one social media link'],
    [{ ...APPLICATION, socialLinks: [] }, 'Please provide at least one social media link'],
    [{ ...APPLICATION, followerCount: 999 }, 'Minimum 1,000 followers required'],
    [{ ...APPLICATION, followerCount: 'many' }, 'Minimum 1,000 followers required'],
    [{ ...APPLICATION, specialties: '' }, 'Please select your specialties'],
  ])('refuses %j with the spec message', async (body, message) => {
    const reply = await post(await member(), '/api/influencer-application', body);
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain(message);
  });

  it('needs a token', async () => {
    const response = await fetch(`${stack.commandUrl}/api/influencer-application`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(APPLICATION) });
    expect(response.status).toBe(401);
  });

  it('records a pending application for the token member only (userId ignored), once at a time', async () => {
    const ama = await member();
    const other = await member();
    expect(await post(ama, '/api/influencer-application', { ...APPLICATION, userId: other })).toMatchObject({ status: 201, body: { status: 'pending' } });
    expect(await get(ama, '/api/influencer-application')).toEqual({ status: 'pending', rejectionReason: null });
    expect(await get(other, '/api/influencer-application')).toEqual({ status: 'none', rejectionReason: null });
    expect(await post(ama, '/api/influencer-application', APPLICATION)).toMatchObject({ status: 409, body: { code: 'influencer_application_pending' } });
    // Split on commas and trimmed; the follower count defaults to 1000.
    const { followerCount: _omitted, ...withoutCount } = APPLICATION;
    const kojo = await member();
    await post(kojo, '/api/influencer-application', withoutCount);
    const queue = (await adminGet('/api/admin/influencer-applications')).body as Array<Record<string, unknown>>;
    expect(queue.find((row) => row.memberId === kojo)).toMatchObject({ followerCount: 1000, specialties: ['Jollof', 'Fufu', 'Suya', 'Kelewele'], socialLinks: ['https://instagram.com/ama', 'https://youtube.com/@ama'] });
  });
});

describe('admin review', () => {
  it('is for admins only', async () => {
    const ama = await member();
    await post(ama, '/api/influencer-application', APPLICATION);
    expect(await send('POST', ama, `/api/admin/influencer-applications/${ama}/verify`, 'member', {})).toMatchObject({ status: 403 });
    expect((await client.get(ama, '/api/admin/influencer-applications')).status).toBe(403);
    expect(await asAdmin(`/api/admin/influencer-applications/nobody/verify`)).toMatchObject({ status: 404, body: { code: 'influencer_not_found' } });
  });

  it('an approved application appears in discovery and notifies the applicant', async () => {
    const ama = await member();
    const reader = await member();
    await post(ama, '/api/influencer-application', APPLICATION);
    expect((await get(reader, '/api/cultural-influencers')).map((row: { id: string }) => row.id)).not.toContain(ama);
    await asAdmin(`/api/admin/influencer-applications/${ama}/verify`);
    const listed = (await get(reader, '/api/cultural-influencers')).find((row: { id: string }) => row.id === ama);
    expect(listed).toMatchObject({ verificationStatus: 'verified', influencerType: 'chef', followerCount: 12000, sankofaFollowers: 0, isFollowing: false, name: expect.stringContaining('Influencer') });
    expect(await get(ama, '/api/notifications')).toEqual([expect.objectContaining({ title: 'Influencer application approved' })]);
  });

  it('a rejection needs a reason, keeps the member out of discovery and tells them why', async () => {
    const ama = await member();
    await post(ama, '/api/influencer-application', APPLICATION);
    expect(await asAdmin(`/api/admin/influencer-applications/${ama}/reject`, {})).toMatchObject({ status: 400 });
    expect(await asAdmin(`/api/admin/influencer-applications/${ama}/reject`, { reason: 'The links do not open' })).toMatchObject({ status: 200, body: { status: 'rejected' } });
    expect(await get(ama, '/api/influencer-application')).toEqual({ status: 'rejected', rejectionReason: 'The links do not open' });
    expect((await get(ama, '/api/cultural-influencers')).map((row: { id: string }) => row.id)).not.toContain(ama);
    expect(await get(ama, '/api/notifications')).toEqual([expect.objectContaining({ message: expect.stringContaining('The links do not open') })]);
    expect(await asAdmin(`/api/admin/influencer-applications/${ama}/verify`)).toMatchObject({ status: 409, body: { code: 'influencer_already_decided' } });
  });
});

describe('follow and connect', () => {
  it('counts followers from the read model; following twice counts once; unfollow lowers it', async () => {
    const ama = await verifiedInfluencer();
    const [kofi, esi] = [await member(), await member()];
    expect(await post(kofi, `/api/cultural-influencers/${ama}/follow`, {})).toMatchObject({ status: 200, body: { following: true } });
    await post(kofi, `/api/cultural-influencers/${ama}/follow`, {});
    await post(esi, `/api/cultural-influencers/${ama}/follow`, {});
    const seenBy = async (reader: string) => (await get(reader, '/api/cultural-influencers')).find((row: { id: string }) => row.id === ama);
    expect(await seenBy(kofi)).toMatchObject({ sankofaFollowers: 2, followerCount: 12002, isFollowing: true });
    expect(await send('DELETE', kofi, `/api/cultural-influencers/${ama}/follow`)).toMatchObject({ status: 200, body: { following: false } });
    expect(await seenBy(esi)).toMatchObject({ sankofaFollowers: 1, isFollowing: true });
    expect(await seenBy(kofi)).toMatchObject({ isFollowing: false });
  });

  it('refuses unverified influencers, oneself and bad ids', async () => {
    const pending = await member();
    await post(pending, '/api/influencer-application', APPLICATION);
    const kofi = await member();
    expect(await post(kofi, `/api/cultural-influencers/${pending}/follow`, {})).toMatchObject({ status: 404, body: { code: 'influencer_not_found' } });
    expect(await post(kofi, `/api/cultural-influencers/${kofi}/follow`, {})).toMatchObject({ status: 400, body: { error: 'You cannot follow yourself' } });
    expect(await post(kofi, `/api/cultural-influencers/${encodeURIComponent('../x')}/follow`, {})).toMatchObject({ status: 404 });
  });
});

describe('POST /api/influencer-event', () => {
  it.each([
    [{ ...EVENT, eventType: '' }, 'Please select an event type'],
    [{ ...EVENT, title: 'Hi' }, 'Title must be at least 5 characters'],
    [{ ...EVENT, description: 'Too short' }, 'Description must be at least 20 characters'],
    [{ ...EVENT, scheduledAt: '' }, 'Please select a date and time'],
    [{ ...EVENT, scheduledAt: 'tomorrow-ish' }, 'scheduledAt must be an ISO date and time'],
    [{ ...EVENT, duration: 20 }, 'Duration must be between 30-180 minutes'],
    [{ ...EVENT, duration: 181 }, 'Duration must be between 30-180 minutes'],
    [{ ...EVENT, maxParticipants: 4 }, 'Participants must be between 5-100'],
    [{ ...EVENT, maxParticipants: 101 }, 'Participants must be between 5-100'],
  ])('refuses %j with the spec message', async (body, message) => {
    const reply = await post(await member(), '/api/influencer-event', { scheduledAt: inAWeek(), ...body });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain(message);
  });

  it('is for verified influencers only; the host is the token member', async () => {
    const plain = await member();
    expect(await post(plain, '/api/influencer-event', { ...EVENT, scheduledAt: inAWeek() })).toMatchObject({ status: 403, body: { code: 'influencer_not_verified' } });
    const ama = await verifiedInfluencer();
    expect(await post(ama, '/api/influencer-event', { ...EVENT, scheduledAt: new Date(Date.now() - 3600_000).toISOString() })).toMatchObject({ status: 400 });
    const created = await post(ama, '/api/influencer-event', { ...EVENT, scheduledAt: inAWeek(), influencerId: plain });
    expect(created).toMatchObject({ status: 201, body: { id: expect.any(String) } });
    const listed = (await get(plain, '/api/influencer-events')).find((row: { id: string }) => row.id === created.body.id);
    expect(listed).toMatchObject({ influencerId: ama, title: EVENT.title, eventType: 'Cooking Demo', duration: 60, currentParticipants: 0, maxParticipants: 20, joined: false });
  });
});

describe('joining an influencer event', () => {
  it('50 concurrent joins of a 20-place event leave exactly 20 participants; the rest hear Event Full', async () => {
    const ama = await verifiedInfluencer();
    const { body } = await post(ama, '/api/influencer-event', { ...EVENT, scheduledAt: inAWeek(), maxParticipants: 20 });
    const members = await Promise.all(Array.from({ length: 50 }, () => member()));
    const replies = await Promise.all(members.map((id) => post(id, `/api/join-influencer-event/${body.id}`, {})));
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(20);
    expect(replies.filter((reply) => reply.status === 409 && reply.body.error === 'Event Full')).toHaveLength(30);
    const listed = (await get(ama, '/api/influencer-events')).find((row: { id: string }) => row.id === body.id);
    expect(listed).toMatchObject({ currentParticipants: 20, maxParticipants: 20 });
  }, 60_000);

  it('a member joins once, leaves, and the place is free again; unknown events are 404', async () => {
    const ama = await verifiedInfluencer();
    const { body } = await post(ama, '/api/influencer-event', { ...EVENT, scheduledAt: inAWeek(), maxParticipants: 5 });
    const kofi = await member();
    expect(await post(kofi, `/api/join-influencer-event/${body.id}`, { userId: 'someone-else' })).toMatchObject({ status: 200, body: { joined: true } });
    await post(kofi, `/api/join-influencer-event/${body.id}`, {});
    const view = async () => (await get(kofi, '/api/influencer-events')).find((row: { id: string }) => row.id === body.id);
    expect(await view()).toMatchObject({ currentParticipants: 1, joined: true });
    expect(await post(kofi, `/api/leave-influencer-event/${body.id}`, {})).toMatchObject({ status: 200, body: { joined: false } });
    expect(await view()).toMatchObject({ currentParticipants: 0, joined: false });
    expect(await post(kofi, `/api/join-influencer-event/no-such-event`, {})).toMatchObject({ status: 404, body: { code: 'influencer_event_not_found' } });
    expect(await post(ama, `/api/join-influencer-event/${body.id}`, {})).toMatchObject({ status: 400 });
  });
});

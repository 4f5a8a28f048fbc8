import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileViewsRouter } from '@sankofa/command-api/profile-views';
import { AccountDeleted, MemberSuspended, memberStream, newEvent, profileViewStream, type Position, type RecordedEvent } from '@sankofa/events';
import { notificationsQueryRouter } from '../notifications/routes.ts';
import { command, givenBlock, joinMember, query, type TestMember } from '../swipes/testing/members.ts';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import { profileViewsQueryRouter } from './routes.ts';

let stack: FeatureStack;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['members', 'moderation', 'notifications', 'profile_viewers'],
    commandRouters: (deps) => [profileViewsRouter(deps)],
    queryRouters: (deps) => [profileViewsQueryRouter(deps), notificationsQueryRouter(deps)],
  });
});
afterAll(() => stack.close());

const view = (viewer: TestMember | null, viewed: { id: string }) => command(stack, `/api/users/${viewed.id}/view`, viewer, {});
const viewers = async (member: TestMember, minPosition?: Position | null) => {
  const response = await fetch(`${stack.queryUrl}/api/profile-viewers`, { headers: { ...member.headers, ...(minPosition ? { 'x-min-position': minPosition } : {}) } });
  return { status: response.status, body: await response.json() };
};
const streamEvents = async (stream: string) => {
  const events: RecordedEvent[] = [];
  for await (const event of stack.store.readStream(stream)) events.push(event);
  return events;
};

describe('POST /api/users/:id/view', () => {
  it('answers 401 without a token and 404 for a member who does not exist or blocked the viewer', async () => {
    const [ama, kofi] = await Promise.all([joinMember(stack), joinMember(stack)]);
    expect((await view(null, ama)).status).toBe(401);
    expect(await view(ama, { id: 'no-such-member' })).toMatchObject({ status: 404, body: { code: 'member_not_found' } });
    await givenBlock(stack, kofi, ama);
    expect((await view(ama, kofi)).status).toBe(404);
  });

  it('records one view per viewer and profile per hour: opening it again records nothing', async () => {
    const [ama, kofi] = await Promise.all([joinMember(stack, { premium: true }), joinMember(stack)]);
    expect((await view(kofi, ama)).status).toBe(201);
    expect((await view(kofi, ama)).status).toBe(200);
    const events = await streamEvents(profileViewStream(kofi.id, ama.id));
    expect(events.map(({ type, data }) => ({ type, data }))).toEqual([{ type: 'ProfileViewed', data: { viewerId: kofi.id, viewedId: ama.id, viewedIsPremium: true } }]);
  });
});

describe('GET /api/profile-viewers', () => {
  it('refuses a free member with 403 premium_required (the code of every premium gate)', async () => {
    const [free, kofi] = await Promise.all([joinMember(stack), joinMember(stack)]);
    const viewed = await view(kofi, free);
    expect(await viewers(free, viewed.body.position)).toMatchObject({ status: 403, body: { code: 'premium_required' } });
  });

  it("lists the token's member's viewers only, each once at their latest view, with the month's count", async () => {
    const [ama, esi, kofi, yaw] = await Promise.all([
      joinMember(stack, { premium: true, firstName: 'Ama' }),
      joinMember(stack, { premium: true, firstName: 'Esi' }),
      joinMember(stack, { firstName: 'Kofi' }),
      joinMember(stack, { firstName: 'Yaw' }),
    ]);
    await view(kofi, ama);
    await view(yaw, esi); // Esi's viewer, not Ama's
    const last = await view(yaw, ama);
    const { status, body } = await viewers(ama, last.body.position);
    expect(status).toBe(200);
    expect(body.viewers.map((record: { viewer: { name: string } }) => record.viewer.name)).toEqual(['Yaw Mensah', 'Kofi Mensah']);
    expect(body.viewers[0]).toMatchObject({ viewer: { id: yaw.id, age: 29, location: 'Accra, Ghana', isVerified: false, isPremium: false, photos: [] } });
    expect(body.viewsThisMonth).toBe(2);
    expect((await viewers(esi, last.body.position)).body.viewers.map((record: { viewer: { id: string } }) => record.viewer.id)).toEqual([yaw.id]);
  });

  it('notifies a premium member of a view, and not a free member', async () => {
    const [ama, free, kofi] = await Promise.all([joinMember(stack, { premium: true }), joinMember(stack), joinMember(stack)]);
    const seen = await view(kofi, ama);
    await view(kofi, free);
    const premiumNotifications = await query(stack, '/api/notifications', ama, seen.body.position);
    expect(premiumNotifications).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'view' })]));
    const last = await view(ama, free);
    const freeNotifications = await query(stack, '/api/notifications', free, last.body.position);
    expect(freeNotifications.filter((notification: { type: string }) => notification.type === 'view')).toEqual([]);
  });

  it('leaves out a viewer who is suspended or has deleted her account', async () => {
    const [ama, kofi, esi, yaw] = await Promise.all([joinMember(stack, { premium: true }), joinMember(stack), joinMember(stack), joinMember(stack)]);
    await view(kofi, ama);
    await view(esi, ama);
    const last = await view(yaw, ama);
    expect((await viewers(ama, last.body.position)).body.viewers).toHaveLength(3);
    const context = { actorId: 'admin', correlationId: 'test' };
    await stack.given(memberStream(kofi.id), newEvent(MemberSuspended, { memberId: kofi.id, reason: 'Spam', reportId: null, decidedBy: 'admin' }, context));
    const deleted = await stack.given(memberStream(esi.id), newEvent(AccountDeleted, { memberId: esi.id }, context));
    expect((await viewers(ama, deleted)).body.viewers.map(({ viewer }: { viewer: { id: string } }) => viewer.id)).toEqual([yaw.id]);
  });
});

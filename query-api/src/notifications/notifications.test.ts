import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsRouter } from '@sankofa/command-api/notifications';
import { HiddenWordsSaved, MessageSent, PremiumActivated, matchStream, memberStream, newEvent, type Position } from '@sankofa/events';
import { HIDDEN_MESSAGE_NOTICE } from '@sankofa/projections/notifications';
import { memberRegistered } from '@sankofa/projections/testing';
import { startFeatureStack, type FeatureStack } from '../testing/feature-stack.ts';
import type { NotificationView } from './notification-view.ts';
import { notificationsQueryRouter } from './routes.ts';

let stack: FeatureStack;
const ama = randomUUID();
const kofi = randomUUID();

const premiumAt = (memberId: string, time: string) => newEvent(PremiumActivated, { memberId, until: null }, { actorId: 'system', correlationId: 'test', now: new Date(time) });

const get = async (path: string, memberId: string, minPosition?: Position) =>
  fetch(`${stack.queryUrl}${path}`, { headers: { ...(await stack.bearer(memberId)), ...(minPosition ? { 'x-min-position': minPosition } : {}) } });
const notificationsOf = async (memberId: string, minPosition?: Position): Promise<NotificationView[]> =>
  (await get('/api/notifications', memberId, minPosition)).json();
const unreadCountOf = async (memberId: string, minPosition?: Position): Promise<number> =>
  ((await (await get('/api/notifications/unread-count', memberId, minPosition)).json()) as { count: number }).count;
const post = async (path: string, memberId: string) => fetch(`${stack.commandUrl}${path}`, { method: 'POST', headers: await stack.bearer(memberId) });

let head: Position;
beforeAll(async () => {
  stack = await startFeatureStack({
    projectorNames: ['notifications', 'members'],
    commandRouters: (deps) => [notificationsRouter(deps)],
    queryRouters: (deps) => [notificationsQueryRouter(deps)],
  });
  await stack.given(memberStream(ama), memberRegistered(ama));
  await stack.given(memberStream(kofi), memberRegistered(kofi, { firstName: 'Kofi' }));
  await stack.given(memberStream(ama), premiumAt(ama, '2025-05-01T10:00:00Z'));
  await stack.given(memberStream(kofi), premiumAt(kofi, '2025-05-02T10:00:00Z'));
  head = await stack.given(memberStream(ama), premiumAt(ama, '2025-05-03T10:00:00Z'));
});
afterAll(() => stack.close());

describe('notifications over HTTP', () => {
  it('answers 401 without a valid token on every route', async () => {
    const routes = [
      ['GET', `${stack.queryUrl}/api/notifications`],
      ['GET', `${stack.queryUrl}/api/notifications/unread-count`],
      ['POST', `${stack.commandUrl}/api/notifications/some-id/read`],
      ['POST', `${stack.commandUrl}/api/notifications/read-all`],
    ] as const;
    for (const [method, url] of routes) {
      expect((await fetch(url, { method })).status, `${method} ${url}`).toBe(401);
      expect((await fetch(url, { method, headers: { authorization: 'Bearer forged' } })).status, `${method} ${url} forged`).toBe(401);
    }
  });

  it("lists only the member's own notifications, newest first, and counts the unread", async () => {
    const list = await notificationsOf(ama, head);
    expect(list).toEqual([
      {
        id: expect.stringMatching(new RegExp(`:${ama}$`)),
        type: 'premium',
        title: 'Premium activated',
        message: 'Enjoy See Who Viewed You, unlimited swipes and more.',
        isRead: false,
        createdAt: '2025-05-03T10:00:00.000Z',
        relatedMemberId: null,
        relatedMember: null,
      },
      expect.objectContaining({ createdAt: '2025-05-01T10:00:00.000Z', isRead: false }),
    ]);
    expect(await unreadCountOf(ama)).toBe(2);
    expect((await notificationsOf(kofi)).map((notification) => notification.createdAt)).toEqual(['2025-05-02T10:00:00.000Z']);
  });

  it("marks one notification read, and someone else's id marks nothing", async () => {
    const [newest, oldest] = await notificationsOf(ama, head);
    const [kofis] = await notificationsOf(kofi);
    const response = await post(`/api/notifications/${encodeURIComponent(oldest!.id)}/read`, ama);
    expect(response.status).toBe(200);
    const { position } = (await response.json()) as { position: Position };
    expect(position).toEqual(expect.any(String));
    expect((await notificationsOf(ama, position)).map((notification) => [notification.id, notification.isRead])).toEqual([
      [newest!.id, false],
      [oldest!.id, true],
    ]);
    expect(await unreadCountOf(ama, position)).toBe(1);

    const intrusion = await post(`/api/notifications/${encodeURIComponent(kofis!.id)}/read`, ama);
    expect(intrusion.status).toBe(200);
    const { position: afterIntrusion } = (await intrusion.json()) as { position: Position };
    expect(await notificationsOf(kofi, afterIntrusion)).toEqual([kofis]);
    expect(await unreadCountOf(kofi, afterIntrusion)).toBe(1);
  });

  it('reads all of them at once', async () => {
    const response = await post('/api/notifications/read-all', ama);
    expect(response.status).toBe(200);
    const { position } = (await response.json()) as { position: Position };
    expect(await unreadCountOf(ama, position)).toBe(0);
    expect((await notificationsOf(ama, position)).every((notification) => notification.isRead)).toBe(true);
    expect(await unreadCountOf(kofi, position)).toBe(1);
  });

  it('says a message holding one of her hidden words went to her Hidden folder, without its words', async () => {
    const esi = randomUUID();
    await stack.given(memberStream(esi), memberRegistered(esi));
    const message = (content: string, at: string) =>
      newEvent(MessageSent, { matchId: 'm-esi', messageId: randomUUID(), senderId: kofi, receiverId: esi, content, originalLanguage: 'en' }, { actorId: kofi, correlationId: 'test', now: new Date(at) });
    // One before she saves her words: it says so too once she has.
    await stack.given(matchStream('m-esi'), message('Gift cards are easiest for me', '2025-06-01T10:00:00Z'));
    await stack.given(memberStream(esi), newEvent(HiddenWordsSaved, { memberId: esi, words: ['western union', 'gift card'] }, { actorId: esi, correlationId: 'test' }));
    await stack.given(matchStream('m-esi'), message('Please send it by Western Union', '2025-06-01T11:00:00Z'));
    const last = await stack.given(matchStream('m-esi'), message('Good morning!', '2025-06-01T12:00:00Z'));
    expect((await notificationsOf(esi, last)).map((notification) => notification.message)).toEqual(['Good morning!', HIDDEN_MESSAGE_NOTICE, HIDDEN_MESSAGE_NOTICE]);
  });

  it('refuses a token whose member never registered', async () => {
    const response = await post('/api/notifications/read-all', randomUUID());
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'Member not found', code: 'not_found' });
  });
});

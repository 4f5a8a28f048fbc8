import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HiddenWordsSaved, MatchMade, MessageSent, matchStream, memberStream, newEvent, pairStream, PushSubscribed, pushStream } from '@sankofa/events';
import { projectorUnderTest } from '@sankofa/events/testing';
import type { PushSender } from '@sankofa/adapters/push';
import type { Projector } from '../projector.ts';
import { pushSubscriptionsProjector } from '../push-subscriptions/projector.ts';
import { recordEvents, rowsAfterBatches } from '../runtime/testing/projector-rows.ts';
import { createProjectionRuntime } from '../runtime/runtime.ts';
import { openTestLog, silentLogger, waitFor, waitUntilCaughtUp, type TestLog } from '../runtime/testing/test-log.ts';
import { pushNotifier } from './notifier.ts';

const context = { actorId: 'test', correlationId: 'test' };

let log: TestLog;
/** The tag of each push sent: its notification id. */
let sent: string[];
const send: PushSender = async (_device, payload) => {
  sent.push((JSON.parse(payload) as { tag: string }).tag);
  return 'delivered';
};

const subscribe = (memberId: string) =>
  log.store.append(pushStream(memberId), [newEvent(PushSubscribed, { memberId, subscriptionId: memberId, endpoint: `https://push.example/${memberId}`, p256dh: 'key', auth: 'auth' }, context)]);

/** A match of `memberId` with a member without a device: one push, whose tag this answers. */
const matchOf = async (memberId: string) => {
  const event = newEvent(MatchMade, { matchId: randomUUID(), userId1: 'no-device', userId2: memberId }, context);
  await log.store.append(pairStream('no-device', memberId), [event]);
  return `${event.metadata.eventId}:${memberId}`;
};

const runtimeOf = (...projectors: Projector[]) =>
  createProjectionRuntime({ store: log.store, pool: log.pool, projectors, logger: silentLogger, leaseSeconds: 2 });

beforeEach(async () => {
  log = await openTestLog();
  sent = [];
});
afterEach(() => log.close());

describe('the push notifier', () => {
  it('queues one push per message with its event position, however the events are batched or applied again', async () => {
    const notifier = pushNotifier({ store: log.store, send });
    const events = await recordEvents(log, [
      [pairStream('ama', 'kofi'), newEvent(MatchMade, { matchId: 'm1', userId1: 'ama', userId2: 'kofi' }, context)],
      [pushStream('ama'), newEvent(PushSubscribed, { memberId: 'ama', subscriptionId: 'phone', endpoint: 'https://push.example/phone', p256dh: 'key', auth: 'auth' }, context)],
      [pairStream('ama', 'yaw'), newEvent(MatchMade, { matchId: 'm2', userId1: 'ama', userId2: 'yaw' }, context)],
    ]);
    const OUTBOX = `SELECT position, message->>'memberId' AS member_id, message->>'url' AS url FROM push_outbox ORDER BY position, notification_id`;
    const once = await rowsAfterBatches(log, notifier, [events], OUTBOX);
    const [first, , second] = events.map((event) => event.position);
    expect(once).toEqual([
      { position: first, member_id: 'ama', url: '/chat/m1' },
      { position: first, member_id: 'kofi', url: '/chat/m1' },
      { position: second, member_id: 'ama', url: '/chat/m2' },
      { position: second, member_id: 'yaw', url: '/chat/m2' },
    ]);
    expect(await rowsAfterBatches(log, notifier, [events.slice(0, 1), events], OUTBOX)).toEqual(once);
  });

  it('run by the projection runtime, pushes what happens once it runs, never history, and once across restarts', async () => {
    await subscribe('ama');
    await matchOf('ama');
    const first = runtimeOf(pushSubscriptionsProjector, pushNotifier({ store: log.store, send }));
    await first.start();
    const news = await matchOf('ama');
    await waitFor('the match after the start to be pushed', async () => sent.length === 1);
    await first.stop();

    const restarted = runtimeOf(pushSubscriptionsProjector, pushNotifier({ store: log.store, send }));
    await restarted.start();
    const later = await matchOf('ama');
    await waitFor('the next match to be pushed', async () => sent.length === 2);
    await restarted.stop();
    expect(sent).toEqual([news, later]);
  });

  it('keeps a push until the push_subscriptions read model has passed its event, so it sees the device subscribed just before', async () => {
    // The read model is built, then lags: stopped, it learns of no device.
    const subscriptions = runtimeOf(pushSubscriptionsProjector);
    await subscriptions.start();
    await subscriptions.stop();
    const notifier = await projectorUnderTest(log.pool, log.store, pushNotifier({ store: log.store, send }));
    await subscribe('esi');
    const match = await matchOf('esi');
    expect(await notifier.tick()).toBe(0);
    expect((await log.pool.query(`SELECT notification_id FROM "${notifier.schema}".push_outbox`)).rows).toContainEqual({ notification_id: match });

    await subscriptions.start();
    await waitUntilCaughtUp(subscriptions, log);
    await subscriptions.stop();
    expect(await notifier.tick()).toBe(1);
    expect(sent).toEqual([match]);
  });

  it("pushes no message holding one of her hidden words (it waits in her Hidden folder), and every other", async () => {
    await subscribe('ama');
    await log.store.append(memberStream('ama'), [newEvent(HiddenWordsSaved, { memberId: 'ama', words: ['cash app', 'sugar'] }, context)]);
    const runtime = runtimeOf(pushSubscriptionsProjector, pushNotifier({ store: log.store, send }));
    await runtime.start();
    const message = async (content: string) => {
      const event = newEvent(MessageSent, { matchId: 'm1', messageId: randomUUID(), senderId: 'kofi', receiverId: 'ama', content, originalLanguage: 'en' }, context);
      await log.store.append(matchStream('m1'), [event]);
      return `${event.metadata.eventId}:ama`;
    };
    await message('Send it to my CASH APP, sugar');
    const ordinary = await message('How was your day?');
    const afterIt = await matchOf('ama');
    await waitFor('the ordinary message and the match to be pushed', async () => sent.length === 2);
    await runtime.stop();
    expect(sent).toEqual([ordinary, afterIt]);
  });

  it('drops a push that waited longer than its time to live: stale news', async () => {
    const subscriptions = runtimeOf(pushSubscriptionsProjector);
    await subscriptions.start();
    const notifier = await projectorUnderTest(log.pool, log.store, pushNotifier({ store: log.store, send }));
    await subscribe('abena');
    await matchOf('abena');
    await waitUntilCaughtUp(subscriptions, log);
    await subscriptions.stop();
    expect(await notifier.tick(new Date(Date.now() + 25 * 3_600_000))).toBe(0);
    expect(await notifier.tick()).toBe(0);
    expect(sent).toEqual([]);
  });
});

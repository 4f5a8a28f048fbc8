import type pg from 'pg';
import { catalog, migrateUnderLock, newEvent, pushStream, PushUnsubscribed, type EventStore, type RecordedEvent } from '@sankofa/events';
import { migrateSchedulerLeases, startLeasedRounds, type LeasedRounds, type LeasedSchedulerOptions, type PushSender } from '@sankofa/server-kit';
import { PUSH_TRIGGER_TYPES, pushMessagesFor, type PushMessage } from './push-messages.ts';
import { currentDevice, deliveriesFor, type Delivery, type Device } from './recipients.ts';

/** `intervalMs` (1 s by default): a push leaves at most this late. Quiet hours are judged by `clock`. */
export interface PushNotifierOptions extends LeasedSchedulerOptions {
  store: EventStore;
  send: PushSender;
}

/** Each round pushes what the log holds up to where the subscriptions read model is; `tick` answers how many pushes left. */
export type PushNotifier = LeasedRounds;

const LEASE = 'push-notifier';
/** The read model whose devices, choices, mutes and blocks decide each push: the notifier never reads past it. */
const DRIVING_PROJECTOR = 'push_subscriptions';
/** A day: a push that waited longer than that is stale news. */
const TTL_SECONDS = 86_400;
const SENT_KEPT_MS = 7 * 86_400_000;
/** Triggers read per round, so one round never holds the lease for long. */
const ROUND_LIMIT = 500;
/** Events whose pushes are sent side by side: push services answer in tens of milliseconds, one at a time would queue. */
const CONCURRENT_EVENTS = 16;

/**
 * Its own tables: the checkpoint in the log, every (notification, device) pushed, recorded
 * before the push leaves, so a restart or a second reading of an event never pushes it twice,
 * and the pushes held back until a member's quiet hours end.
 */
export const migratePushNotifier = async (pool: pg.Pool) => {
  await migrateSchedulerLeases(pool);
  await migrateUnderLock(
    pool,
    'push-notifier',
    `CREATE TABLE IF NOT EXISTS push_notifier_checkpoint (name text PRIMARY KEY, position text NOT NULL);
     CREATE TABLE IF NOT EXISTS push_notifier_sent (notification_id text NOT NULL, subscription_id text NOT NULL, sent_at timestamptz NOT NULL, PRIMARY KEY (notification_id, subscription_id));
     CREATE TABLE IF NOT EXISTS push_notifier_held (notification_id text NOT NULL, subscription_id text NOT NULL, due_at timestamptz NOT NULL, message jsonb NOT NULL, PRIMARY KEY (notification_id, subscription_id));`,
  );
};

const urgencyOf = (message: PushMessage) => (message.kind === 'messages' || message.kind === 'matches' ? 'high' : 'normal');

/**
 * Web Push while the app is closed (issue 16, item 2): follows the log from its checkpoint, no
 * further than the push_subscriptions projector has applied, turns matches, messages, likes,
 * dates, games and event invitations into pushes (`pushMessagesFor`) and sends each to the
 * recipient's devices that want it. A device the push service reports gone is unsubscribed (an
 * event). One instance at a time works (a lease row), like the other schedulers.
 */
export const startPushNotifier = async (options: PushNotifierOptions): Promise<PushNotifier> => {
  const { store, pool, send, logger } = options;
  await migratePushNotifier(pool);
  // Starting on a log with history pushes nothing of the past: the first checkpoint is the head.
  await pool.query(`INSERT INTO push_notifier_checkpoint (name, position) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [LEASE, (await store.headPosition()) ?? '']);

  const saveCheckpoint = (position: string) => pool.query(`UPDATE push_notifier_checkpoint SET position = $2 WHERE name = $1`, [LEASE, position]);

  const drivingPosition = async (): Promise<string | null> => {
    const { rows } = await pool.query<{ position: string | null }>(`SELECT position FROM projection_checkpoints WHERE active AND name = $1`, [DRIVING_PROJECTOR]);
    return rows[0]?.position ?? null;
  };

  /** Recorded first: a crash between the record and the push loses that push rather than doubling it. */
  const claim = async (message: PushMessage, device: Device, now: Date) => {
    const { rowCount } = await pool.query(`INSERT INTO push_notifier_sent (notification_id, subscription_id, sent_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
      message.notificationId,
      device.subscriptionId,
      now,
    ]);
    return rowCount === 1;
  };

  const unsubscribeGone = (message: PushMessage, device: Device) =>
    store.append(pushStream(message.memberId), [
      newEvent(PushUnsubscribed, { memberId: message.memberId, subscriptionId: device.subscriptionId, reason: 'gone' }, { actorId: 'push-notifier', correlationId: message.notificationId }),
    ]);

  const pushTo = async (message: PushMessage, device: Device, now: Date): Promise<number> => {
    if (!(await claim(message, device, now))) return 0;
    const payload = JSON.stringify({ title: message.title, body: message.body, url: message.url, tag: message.notificationId });
    try {
      const outcome = await send(device, payload, { ttlSeconds: TTL_SECONDS, urgency: urgencyOf(message) });
      if (outcome === 'gone') await unsubscribeGone(message, device);
      return outcome === 'delivered' ? 1 : 0;
    } catch (error) {
      // At most once: a push service that fails now is not asked again for this notification.
      logger?.warn('push failed', { subscriptionId: device.subscriptionId, error: (error as Error).message });
      return 0;
    }
  };

  const hold = (message: PushMessage, device: Device, until: Date) =>
    pool.query(`INSERT INTO push_notifier_held (notification_id, subscription_id, due_at, message) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`, [
      message.notificationId,
      device.subscriptionId,
      until,
      message,
    ]);

  const deliver = async (message: PushMessage, deliveries: Delivery[], now: Date): Promise<number> => {
    const outcomes = await Promise.all(deliveries.map(({ device, heldUntil }) => (heldUntil ? hold(message, device, heldUntil).then(() => 0) : pushTo(message, device, now))));
    return outcomes.reduce((sum, pushed) => sum + pushed, 0);
  };

  /** The devices of every push of `events` in one query, then each push to its own. */
  const pushesOf = async (events: RecordedEvent[], now: Date): Promise<number> => {
    const messages = events.flatMap((event) => pushMessagesFor(catalog.parse(event)));
    const deliveries = await deliveriesFor(pool, messages, now);
    const counts = await Promise.all(messages.map((message, index) => deliver(message, deliveries[index]!, now)));
    return counts.reduce((sum, pushed) => sum + pushed, 0);
  };

  /** Pushes whose quiet hours are over leave now, to the device if the member still has it. */
  const releaseHeld = async (now: Date): Promise<number> => {
    const { rows } = await pool.query<{ subscription_id: string; message: PushMessage }>(
      `DELETE FROM push_notifier_held WHERE due_at <= $1 RETURNING subscription_id, message`,
      [now],
    );
    let pushed = 0;
    for (const { subscription_id: subscriptionId, message } of rows) {
      const device = await currentDevice(pool, message.memberId, subscriptionId);
      if (device) pushed += await pushTo(message, device, now);
    }
    return pushed;
  };

  const followLog = async (now: Date): Promise<number> => {
    const until = await drivingPosition();
    if (until === null) return 0;
    const { rows } = await pool.query<{ position: string }>(`SELECT position FROM push_notifier_checkpoint WHERE name = $1`, [LEASE]);
    const from = rows[0]?.position ?? '';
    let pushed = 0;
    let read = 0;
    let chunk: RecordedEvent[] = [];
    // Pushes go out CONCURRENT_EVENTS events at a time; the checkpoint moves past each chunk once all of it is done.
    const flush = async () => {
      if (chunk.length === 0) return;
      pushed += await pushesOf(chunk, now);
      await saveCheckpoint(chunk.at(-1)!.position);
      chunk = [];
    };
    for await (const event of store.readAll({ after: from || undefined, types: PUSH_TRIGGER_TYPES, limit: ROUND_LIMIT })) {
      read++;
      if (event.position > until) {
        await flush();
        return pushed;
      }
      chunk.push(event);
      if (chunk.length === CONCURRENT_EVENTS) await flush();
    }
    await flush();
    // Every trigger up to the projector's position is done: the checkpoint passes the events between too.
    if (read < ROUND_LIMIT && until > from) await saveCheckpoint(until);
    await pool.query(`DELETE FROM push_notifier_sent WHERE sent_at < $1`, [new Date(now.getTime() - SENT_KEPT_MS)]);
    return pushed;
  };

  const round = async (now: Date) => (await followLog(now)) + (await releaseHeld(now));
  return startLeasedRounds({ ...options, lease: LEASE, intervalMs: options.intervalMs ?? 1_000, leaseMs: options.leaseMs ?? 30_000, failureMessage: 'push notifier round failed', round });
};

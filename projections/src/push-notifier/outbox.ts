import type pg from 'pg';
import { pushMessagesFor, type PushMessage, type PushTrigger } from './push-messages.ts';
import { deliveriesFor, deviceOf, type Device, type DeviceRow } from './recipients.ts';

/** One push to send now: a message and one of its recipient's devices. */
export interface Push {
  message: PushMessage;
  device: Device;
}

/** Pushes taken out of the notifier's tables by one transaction; `more` when it left some behind for the next. */
export interface Claimed {
  pushes: Push[];
  more: boolean;
}

/**
 * The pushes to send, one row per message with the position of the event that causes it, and
 * the pushes held until their recipient's quiet hours end, one row per device.
 */
export const CREATE_PUSH_TABLES = `
CREATE TABLE push_outbox (
  position text COLLATE "C" NOT NULL,
  notification_id text NOT NULL,
  occurred_at timestamptz NOT NULL,
  message jsonb NOT NULL,
  PRIMARY KEY (position, notification_id)
);
CREATE INDEX push_outbox_by_age ON push_outbox (occurred_at);
CREATE TABLE push_held_back (
  notification_id text NOT NULL,
  subscription_id text NOT NULL,
  due_at timestamptz NOT NULL,
  message jsonb NOT NULL,
  PRIMARY KEY (notification_id, subscription_id)
);
CREATE INDEX push_held_back_by_due ON push_held_back (due_at);`;

/** The read model whose devices, choices, mutes and blocks decide each push: the notifier never reads past it. */
const DRIVING_PROJECTOR = 'push_subscriptions';

/** Idempotent (the same rows however often a batch is applied): an event's pushes keep its position and their notification ids. */
export const queuePushes = async (tx: pg.PoolClient, events: readonly PushTrigger[]): Promise<void> => {
  const queued = events.flatMap((event) => pushMessagesFor(event).map((message) => ({ event, message })));
  if (queued.length === 0) return;
  await tx.query(
    `INSERT INTO push_outbox (position, notification_id, occurred_at, message)
     SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::jsonb[]) ON CONFLICT DO NOTHING`,
    [
      queued.map(({ event }) => event.position),
      queued.map(({ message }) => message.notificationId),
      queued.map(({ event }) => event.metadata.occurredAt),
      queued.map(({ message }) => JSON.stringify(message)),
    ],
  );
};

/** Pushes whose event is older than `before` would be stale news (the read model they wait for was stuck): they are dropped. */
export const dropStale = async (tx: pg.PoolClient, before: Date): Promise<void> => {
  await tx.query('DELETE FROM push_outbox WHERE occurred_at < $1', [before]);
};

/** A push to send once its recipient's quiet hours end. */
type HeldPush = Push & { until: Date };

const holdBack = async (tx: pg.PoolClient, held: readonly HeldPush[]): Promise<void> => {
  if (held.length === 0) return;
  await tx.query(
    `INSERT INTO push_held_back (notification_id, subscription_id, due_at, message)
     SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::jsonb[]) ON CONFLICT DO NOTHING`,
    [
      held.map(({ message }) => message.notificationId),
      held.map(({ device }) => device.subscriptionId),
      held.map(({ until }) => until),
      held.map(({ message }) => JSON.stringify(message)),
    ],
  );
};

/**
 * The oldest `limit` messages the push_subscriptions read model has passed, taken out of the
 * outbox and resolved to their devices as it stands; those in quiet hours go to the held table.
 * Deleted in the caller's transaction, which commits before any push leaves.
 */
export const claimQueued = async (tx: pg.PoolClient, now: Date, limit: number): Promise<Claimed> => {
  // Up to where the driving read model has passed (none while it has no checkpoint).
  const { rows } = await tx.query<{ message: PushMessage }>(
    `WITH claimed AS (
       DELETE FROM push_outbox WHERE (position, notification_id) IN (
         SELECT position, notification_id FROM push_outbox
         WHERE position <= (SELECT position FROM public.projection_checkpoints WHERE active AND name = $1)
         ORDER BY position LIMIT $2)
       RETURNING position, notification_id, message)
     SELECT message FROM claimed ORDER BY position, notification_id`,
    [DRIVING_PROJECTOR, limit],
  );
  const messages = rows.map((row) => row.message);
  const deliveries = await deliveriesFor(tx, messages, now);
  const pushes: Push[] = [];
  const held: HeldPush[] = [];
  messages.forEach((message, index) => {
    for (const { device, heldUntil } of deliveries[index]!) {
      if (heldUntil) held.push({ message, device, until: heldUntil });
      else pushes.push({ message, device });
    }
  });
  await holdBack(tx, held);
  return { pushes, more: rows.length === limit };
};

/** Held pushes whose quiet hours are over, taken out to leave now, to the device if the member still has it. */
export const claimReleased = async (tx: pg.PoolClient, now: Date, limit: number): Promise<Claimed> => {
  // Joined to the devices on the left: a row whose device was unsubscribed meanwhile still counts towards `limit`.
  const { rows } = await tx.query<Nullable<DeviceRow> & { message: PushMessage }>(
    `WITH released AS (
       DELETE FROM push_held_back WHERE (notification_id, subscription_id) IN (
         SELECT notification_id, subscription_id FROM push_held_back WHERE due_at <= $1 ORDER BY due_at LIMIT $2)
       RETURNING subscription_id, message, due_at)
     SELECT r.message, s.subscription_id, s.endpoint, s.p256dh, s.auth FROM released r
     LEFT JOIN push_subscriptions s ON s.member_id = r.message->>'memberId' AND s.subscription_id = r.subscription_id
     ORDER BY r.due_at`,
    [now, limit],
  );
  const pushes = rows.flatMap(({ message, ...device }) => (isPresent(device) ? [{ message, device: deviceOf(device) }] : []));
  return { pushes, more: rows.length === limit };
};

type Nullable<Row> = { [Column in keyof Row]: Row[Column] | null };

/** A device the left join did not find leaves every column null. */
const isPresent = (row: Nullable<DeviceRow>): row is DeviceRow => row.subscription_id !== null;

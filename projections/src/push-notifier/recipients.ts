import type pg from 'pg';
import type { PushMessage } from './push-messages.ts';
import { inQuietHours, quietHoursEnd } from './quiet-hours.ts';

/** One of the recipient's devices, as the push_subscriptions read model holds it. */
export interface Device {
  subscriptionId: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** A device's row in push_subscriptions, as any statement of the notifier selects it. */
export interface DeviceRow {
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export const deviceOf = (row: DeviceRow): Device => ({ subscriptionId: row.subscription_id, endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } });

/** A device to push to, and when: now, or once the recipient's quiet hours end. */
export interface Delivery {
  device: Device;
  heldUntil: Date | null;
}

interface Row extends DeviceRow {
  message: number;
  kinds: string[] | null;
  quiet_start: string | null;
  quiet_end: string | null;
  time_zone: string | null;
  silenced: boolean;
}

/**
 * For each message (its recipient $1[i], sender $2[i] and words $3[i]), the recipient's devices with
 * their choices beside them, and whether the sender is muted or blocked (either way) or the words
 * hold one of her hidden words (as the Hidden folder finds them): one statement for many messages.
 * `message` is the message's index, from 1.
 */
const DEVICES = `
SELECT wanted.message::int AS message, s.subscription_id, s.endpoint, s.p256dh, s.auth, p.kinds, p.quiet_start, p.quiet_end, p.time_zone,
  (wanted.sender IS NOT NULL AND (
    EXISTS (SELECT 1 FROM push_mutes m WHERE m.member_id = s.member_id AND m.muted_member_id = wanted.sender)
    OR EXISTS (SELECT 1 FROM push_blocks b WHERE (b.member_id = s.member_id AND b.blocked_member_id = wanted.sender) OR (b.member_id = wanted.sender AND b.blocked_member_id = s.member_id))
    OR EXISTS (SELECT 1 FROM push_hidden_words hw, unnest(hw.words) word WHERE hw.member_id = s.member_id AND strpos(lower(wanted.body), word) > 0)
  )) AS silenced
FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS wanted(recipient, sender, body, message)
JOIN push_subscriptions s ON s.member_id = wanted.recipient
LEFT JOIN push_preferences p ON p.member_id = s.member_id
ORDER BY wanted.message, s.subscription_id`;

const wants = (row: Row, message: PushMessage) => {
  if (row.silenced) return false;
  // No saved preferences: every kind, no quiet hours.
  return !row.kinds || row.kinds.includes(message.kind);
};

const heldUntil = (row: Row, now: Date): Date | null => {
  if (!row.quiet_start || !row.quiet_end || !row.time_zone) return null;
  const quiet = { start: row.quiet_start, end: row.quiet_end, timeZone: row.time_zone };
  return inQuietHours(now, quiet) ? quietHoursEnd(now, quiet) : null;
};

/**
 * Where each push goes, in the order of `messages`: the recipient's devices, when they want its
 * kind, neither muted nor blocked its sender (nor were blocked by them), and its words are not
 * hidden from them; in their quiet hours
 * it is held until they end. One query for them all: a claim's pushes cost one round trip.
 */
export const deliveriesFor = async (db: Pick<pg.Pool | pg.PoolClient, 'query'>, messages: readonly PushMessage[], now: Date): Promise<Delivery[][]> => {
  if (messages.length === 0) return [];
  const { rows } = await db.query<Row>(DEVICES, [
    messages.map((message) => message.memberId),
    messages.map((message) => message.fromMemberId),
    messages.map((message) => (message.kind === 'messages' ? message.body : '')),
  ]);
  const deliveries = messages.map((): Delivery[] => []);
  for (const row of rows) {
    const index = row.message - 1;
    if (!wants(row, messages[index]!)) continue;
    deliveries[index]!.push({ device: deviceOf(row), heldUntil: heldUntil(row, now) });
  }
  return deliveries;
};

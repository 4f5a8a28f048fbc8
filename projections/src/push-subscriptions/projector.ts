import type pg from 'pg';
import { AccountDeleted, HiddenWordsSaved, MemberBlocked, PushMemberMuted, PushPreferencesSaved, PushSubscribed, PushUnsubscribed, eventsOf, type EventOf, type EventsIn } from '@sankofa/events';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { PUSH_SUBSCRIPTIONS_PROJECTOR } from './read-model.ts';

const INIT = `
CREATE TABLE push_subscriptions (
  member_id text NOT NULL,
  subscription_id text NOT NULL,
  endpoint text NOT NULL,
  p256dh text NOT NULL,
  auth text NOT NULL,
  subscribed_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, subscription_id)
);
CREATE INDEX push_subscriptions_by_device ON push_subscriptions (subscription_id);
CREATE TABLE push_preferences (
  member_id text PRIMARY KEY,
  kinds text[] NOT NULL,
  quiet_start text,
  quiet_end text,
  time_zone text
);
CREATE TABLE push_mutes (member_id text NOT NULL, muted_member_id text NOT NULL, PRIMARY KEY (member_id, muted_member_id));
CREATE TABLE push_blocks (member_id text NOT NULL, blocked_member_id text NOT NULL, PRIMARY KEY (member_id, blocked_member_id));
CREATE TABLE push_hidden_words (member_id text PRIMARY KEY, words text[] NOT NULL);
`;

/** A browser has one subscription per site: the member who subscribes it last is the one it belongs to. */
const subscribed = async (tx: pg.PoolClient, { data, metadata }: EventOf<typeof PushSubscribed>) => {
  await tx.query('DELETE FROM push_subscriptions WHERE subscription_id = $1 AND member_id <> $2', [data.subscriptionId, data.memberId]);
  await tx.query(
    `INSERT INTO push_subscriptions (member_id, subscription_id, endpoint, p256dh, auth, subscribed_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (member_id, subscription_id) DO UPDATE SET endpoint = EXCLUDED.endpoint, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth, subscribed_at = EXCLUDED.subscribed_at`,
    [data.memberId, data.subscriptionId, data.endpoint, data.p256dh, data.auth, metadata.occurredAt],
  );
};

const preferencesSaved = ({ data }: EventOf<typeof PushPreferencesSaved>, tx: pg.PoolClient) =>
  tx.query(
    `INSERT INTO push_preferences (member_id, kinds, quiet_start, quiet_end, time_zone) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (member_id) DO UPDATE SET kinds = EXCLUDED.kinds, quiet_start = EXCLUDED.quiet_start, quiet_end = EXCLUDED.quiet_end, time_zone = EXCLUDED.time_zone`,
    [data.memberId, data.kinds, data.quietHours?.start ?? null, data.quietHours?.end ?? null, data.quietHours?.timeZone ?? null],
  );

const muted = ({ data }: EventOf<typeof PushMemberMuted>, tx: pg.PoolClient) =>
  data.muted
    ? tx.query('INSERT INTO push_mutes (member_id, muted_member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [data.memberId, data.mutedMemberId])
    : tx.query('DELETE FROM push_mutes WHERE member_id = $1 AND muted_member_id = $2', [data.memberId, data.mutedMemberId]);

/** What decides whether and where a member is pushed to: her devices, her choices, whom she muted, the blocks and her hidden words. */
const pushSettingsEvents = eventsOf(PushSubscribed, PushUnsubscribed, PushPreferencesSaved, PushMemberMuted, MemberBlocked, HiddenWordsSaved, AccountDeleted);

const applyOne = async (event: Exclude<EventsIn<typeof pushSettingsEvents>, { type: 'AccountDeleted' }>, tx: pg.PoolClient) => {
  switch (event.type) {
    case 'PushSubscribed':
      return subscribed(tx, event);
    case 'PushUnsubscribed':
      return tx.query('DELETE FROM push_subscriptions WHERE member_id = $1 AND subscription_id = $2', [event.data.memberId, event.data.subscriptionId]);
    case 'PushPreferencesSaved':
      return preferencesSaved(event, tx);
    case 'PushMemberMuted':
      return muted(event, tx);
    case 'MemberBlocked':
      return tx.query('INSERT INTO push_blocks (member_id, blocked_member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [event.data.memberId, event.data.blockedMemberId]);
    case 'HiddenWordsSaved':
      return tx.query('INSERT INTO push_hidden_words (member_id, words) VALUES ($1, $2) ON CONFLICT (member_id) DO UPDATE SET words = EXCLUDED.words', [event.data.memberId, event.data.words]);
  }
};

/**
 * Where and what each member wants pushed (issue 16, item 2): their devices, the kinds and quiet
 * hours, whom they muted, the blocks (either way, a block silences the pair) and their hidden
 * words (a message holding one goes to the Hidden folder, and is not pushed). Events apply one
 * by one in log order, each an upsert or delete, so applying a batch again leaves the same rows.
 */
export const pushSubscriptionsProjector = defineProjector({
  name: PUSH_SUBSCRIPTIONS_PROJECTOR,
  // 2: a deleted member's devices, settings, mutes and blocks go: nothing is pushed to her or about her. 3: hidden words.
  version: 3,
  handles: pushSettingsEvents,
  init: async (tx) => {
    await tx.query(INIT);
  },
  apply: async (events, tx) => {
    for (const event of events) if (event.type !== 'AccountDeleted') await applyOne(event, tx);
    await eraseMemberRows(tx, ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId), [
      rowsNaming('push_subscriptions', 'member_id'),
      rowsNaming('push_preferences', 'member_id'),
      rowsNaming('push_mutes', 'member_id', 'muted_member_id'),
      rowsNaming('push_blocks', 'member_id', 'blocked_member_id'),
      rowsNaming('push_hidden_words', 'member_id'),
    ]);
  },
});

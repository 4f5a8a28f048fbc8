import type pg from 'pg';
import { AccountDeleted, HiddenWordsSaved, NotificationsRead, eventsOf, type EventOf } from '@sankofa/events';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { HIDDEN_MESSAGE_NOTICE, NOTIFICATION_TYPES, type NewNotification } from './notification.ts';
import { notificationSourceEvents, notificationsFor } from './sources.ts';
import { NOTIFICATIONS_PROJECTOR } from './read-model.ts';

const INIT = `
CREATE TABLE notifications (
  id text PRIMARY KEY,
  member_id text NOT NULL,
  type text NOT NULL CHECK (type IN (${NOTIFICATION_TYPES.map((type) => `'${type}'`).join(', ')})),
  title text NOT NULL,
  message text NOT NULL,
  related_member_id text,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL
);
CREATE INDEX notifications_by_member ON notifications (member_id, created_at DESC);
CREATE INDEX notifications_unread_by_member ON notifications (member_id) WHERE NOT is_read;
CREATE TABLE notification_hidden_words (member_id text PRIMARY KEY, words text[] NOT NULL);
`;

/** SQL condition: notification `n`'s words hold one of its member's hidden words, found as the Hidden folder finds them. */
const HOLDS_HIDDEN_WORD = `n.type = 'message' AND EXISTS (SELECT 1 FROM notification_hidden_words hw, unnest(hw.words) word WHERE hw.member_id = n.member_id AND strpos(lower(n.message), word) > 0)`;

/** Ids are derived from the causing event: a notification applied again is already there and keeps its read state. */
const INSERT = `
INSERT INTO notifications (id, member_id, type, title, message, related_member_id, created_at)
SELECT n.id, n.member_id, n.type, n.title, CASE WHEN ${HOLDS_HIDDEN_WORD} THEN '${HIDDEN_MESSAGE_NOTICE}' ELSE n.message END, n.related_member_id, n.created_at
FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[]) AS n(id, member_id, type, title, message, related_member_id, created_at)
ON CONFLICT (id) DO NOTHING
`;

/** Her words saved: the notifications she already has that hold one of them say so instead, as new ones will. */
const saveHiddenWords = async (tx: pg.PoolClient, { data }: EventOf<typeof HiddenWordsSaved>) => {
  await tx.query('INSERT INTO notification_hidden_words (member_id, words) VALUES ($1, $2) ON CONFLICT (member_id) DO UPDATE SET words = EXCLUDED.words', [data.memberId, data.words]);
  await tx.query(`UPDATE notifications n SET message = '${HIDDEN_MESSAGE_NOTICE}' WHERE n.member_id = $1 AND ${HOLDS_HIDDEN_WORD}`, [data.memberId]);
};

const insertNotifications = async (tx: pg.PoolClient, notifications: NewNotification[]) => {
  if (notifications.length === 0) return;
  await tx.query(INSERT, [
    notifications.map((notification) => notification.id),
    notifications.map((notification) => notification.memberId),
    notifications.map((notification) => notification.type),
    notifications.map((notification) => notification.title),
    notifications.map((notification) => notification.message),
    notifications.map((notification) => notification.relatedMemberId),
    notifications.map((notification) => notification.createdAt),
  ]);
};

/** Only the reading member's rows: an id of someone else's notification changes nothing. */
const markRead = async (tx: pg.PoolClient, { data }: EventOf<typeof NotificationsRead>) => {
  if (data.notificationIds === null) {
    await tx.query('UPDATE notifications SET is_read = true WHERE member_id = $1 AND NOT is_read AND created_at <= $2', [data.memberId, data.upTo]);
  } else {
    await tx.query('UPDATE notifications SET is_read = true WHERE member_id = $1 AND NOT is_read AND id = ANY($2)', [data.memberId, data.notificationIds]);
  }
};

/**
 * Each member's notifications, derived from the events that cause them (see `sources.ts`), and
 * their read state. Notifications are inserted a run at a time; a read is applied where it
 * stands in the log, so "read all" never touches a notification that came after it.
 */
export const notificationsProjector = defineProjector({
  name: NOTIFICATIONS_PROJECTOR,
  // 2: matches, super likes and messages before matching notify. 3: chat messages notify their receiver.
  // 4: a moderator's warning, verification outcomes, virtual date reminders and influencer reviews notify the member.
  // 5: a deleted member's notifications go, and every notification about her (a match, a like, a message from her).
  // 6: the check-in after a shared date notifies her. 7: a match asking her to verify notifies her.
  // 8: a message holding one of her hidden words says it went to her Hidden folder, not its words.
  version: 8,
  handles: eventsOf(...notificationSourceEvents, NotificationsRead, HiddenWordsSaved, AccountDeleted),
  init: async (tx) => {
    await tx.query(INIT);
  },
  apply: async (events, tx) => {
    let pending: NewNotification[] = [];
    for (const event of events) {
      if (event.type === 'NotificationsRead' || event.type === 'HiddenWordsSaved') {
        await insertNotifications(tx, pending);
        pending = [];
        await (event.type === 'NotificationsRead' ? markRead(tx, event) : saveHiddenWords(tx, event));
      } else if (event.type !== 'AccountDeleted') {
        pending.push(...notificationsFor(event));
      }
    }
    await insertNotifications(tx, pending);
    await eraseMemberRows(tx, ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId), [rowsNaming('notifications', 'member_id', 'related_member_id'), rowsNaming('notification_hidden_words', 'member_id')]);
  },
});

import type pg from 'pg';
import { AccountDeleted, ChatPrivacySaved, MessagesDelivered, MessagesRead, eventsOf, type EventOf, type EventsIn } from '@sankofa/events';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { CHAT_RECEIPTS_PROJECTOR } from './read-model.ts';

/** `public.chat_receipts`: how far each member of a match got (delivered) and read, by message id and number. */
export interface ChatReceiptRow {
  match_id: string;
  member_id: string;
  delivered_up_to: string | null;
  delivered_number: number;
  read_up_to: string | null;
  read_number: number;
}

/** `public.chat_privacy`: the members who saved their chat privacy switches; a member without a row has both on. */
export interface ChatPrivacyRow {
  member_id: string;
  show_activity_status: boolean;
  send_read_receipts: boolean;
  position: string;
}

const INIT = `
CREATE TABLE chat_receipts (
  match_id text NOT NULL,
  member_id text NOT NULL,
  delivered_up_to text,
  delivered_number integer NOT NULL DEFAULT 0,
  read_up_to text,
  read_number integer NOT NULL DEFAULT 0,
  PRIMARY KEY (match_id, member_id)
);
CREATE TABLE chat_privacy (
  member_id text PRIMARY KEY,
  show_activity_status boolean NOT NULL,
  send_read_receipts boolean NOT NULL,
  position text COLLATE "C" NOT NULL
);
`;

/** Marks only move forward (a higher message number), so applying a batch again changes nothing. */
const UPSERT_RECEIPTS = `
INSERT INTO chat_receipts AS r (match_id, member_id, delivered_up_to, delivered_number, read_up_to, read_number)
SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::int[])
ON CONFLICT (match_id, member_id) DO UPDATE SET
  delivered_up_to = CASE WHEN EXCLUDED.delivered_number > r.delivered_number THEN EXCLUDED.delivered_up_to ELSE r.delivered_up_to END,
  delivered_number = GREATEST(r.delivered_number, EXCLUDED.delivered_number),
  read_up_to = CASE WHEN EXCLUDED.read_number > r.read_number THEN EXCLUDED.read_up_to ELSE r.read_up_to END,
  read_number = GREATEST(r.read_number, EXCLUDED.read_number)
`;

const UPSERT_PRIVACY = `
INSERT INTO chat_privacy AS p (member_id, show_activity_status, send_read_receipts, position)
SELECT * FROM unnest($1::text[], $2::boolean[], $3::boolean[], $4::text[])
ON CONFLICT (member_id) DO UPDATE SET
  show_activity_status = EXCLUDED.show_activity_status, send_read_receipts = EXCLUDED.send_read_receipts, position = EXCLUDED.position
WHERE EXCLUDED.position > p.position
`;

const chatReceiptEvents = eventsOf(MessagesDelivered, MessagesRead, ChatPrivacySaved, AccountDeleted);
type Receipt = EventOf<typeof MessagesDelivered> | EventOf<typeof MessagesRead>;
type Mark = { id: string | null; number: number };

interface MemberMarks {
  matchId: string;
  memberId: string;
  delivered: Mark;
  read: Mark;
}

const further = (mark: Mark, id: string, number: number): Mark => (number > mark.number ? { id, number } : mark);

/** One row per match and member (an upsert may not touch a row twice), each at the furthest mark of the batch; a read is also a delivery. */
const marksOf = (receipts: Receipt[]): MemberMarks[] => {
  const byKey = new Map<string, MemberMarks>();
  for (const { type, data } of receipts) {
    const key = `${data.matchId}:${data.memberId}`;
    const marks = byKey.get(key) ?? { matchId: data.matchId, memberId: data.memberId, delivered: { id: null, number: 0 }, read: { id: null, number: 0 } };
    marks.delivered = further(marks.delivered, data.upToMessageId, data.messageNumber);
    if (type === MessagesRead.type) marks.read = further(marks.read, data.upToMessageId, data.messageNumber);
    byKey.set(key, marks);
  }
  return [...byKey.values()];
};

const apply = async (events: EventsIn<typeof chatReceiptEvents>[], tx: pg.PoolClient) => {
  const privacy = new Map(ofTypes(events, 'ChatPrivacySaved').map((event) => [event.data.memberId, event]));
  const marks = marksOf(ofTypes(events, 'MessagesDelivered', 'MessagesRead'));
  if (marks.length > 0) {
    await tx.query(UPSERT_RECEIPTS, [
      marks.map((mark) => mark.matchId),
      marks.map((mark) => mark.memberId),
      marks.map((mark) => mark.delivered.id),
      marks.map((mark) => mark.delivered.number),
      marks.map((mark) => mark.read.id),
      marks.map((mark) => mark.read.number),
    ]);
  }
  const saved = [...privacy.values()];
  if (saved.length > 0) {
    await tx.query(UPSERT_PRIVACY, [
      saved.map((event) => event.data.memberId),
      saved.map((event) => event.data.showActivityStatus),
      saved.map((event) => event.data.sendReadReceipts),
      saved.map((event) => event.position),
    ]);
  }
  // Her marks and settings go; her partners' marks on their conversations with her go with those conversations.
  const deleted = ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId);
  await eraseMemberRows(tx, deleted, [
    `DELETE FROM chat_receipts r WHERE r.match_id IN (SELECT match_id FROM chat_receipts WHERE member_id = ANY($1::text[]))`,
    rowsNaming('chat_privacy', 'member_id'),
  ]);
};

/** `public.chat_receipts` and `public.chat_privacy`: ticks, unread counts, and who shows presence and read receipts. */
export const chatReceiptsProjector = defineProjector({
  name: CHAT_RECEIPTS_PROJECTOR,
  // 2: a deleted member's receipts and settings go, with her partners' receipts on their conversations with her.
  version: 2,
  handles: chatReceiptEvents,
  init: async (tx) => {
    await tx.query(INIT);
  },
  apply,
});

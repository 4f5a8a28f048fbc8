import { AccountDeleted, DateCheckInAnswered, DateCheckInDue, DateShareStopped, DateShared, eventsOf } from '@sankofa/events';
import { eraseMemberRows, rowsNaming } from '../erase-member-rows.ts';
import { defineProjector, ofTypes } from '../projector.ts';
import { DATE_SHARES_PROJECTOR } from './read-model.ts';

const INIT = `
CREATE TABLE date_shares (
  share_id text PRIMARY KEY,
  member_id text NOT NULL,
  match_member_id text NOT NULL,
  date_kind text NOT NULL,
  date_id text NOT NULL,
  invite_id text,
  contact_name text NOT NULL,
  starts_at timestamptz NOT NULL,
  place text,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  stopped boolean NOT NULL DEFAULT false,
  check_in text NOT NULL DEFAULT 'scheduled',
  shared_at timestamptz NOT NULL
);
CREATE INDEX date_shares_by_member ON date_shares (member_id, shared_at DESC);
`;

export interface DateShareRow {
  share_id: string;
  member_id: string;
  match_member_id: string;
  date_kind: 'virtual_date' | 'event_invitation';
  date_id: string;
  invite_id: string | null;
  contact_name: string;
  starts_at: Date;
  place: string | null;
  token_hash: string;
  expires_at: Date;
  stopped: boolean;
  check_in: 'scheduled' | 'due' | 'all_good' | 'need_help';
  shared_at: Date;
}

/**
 * Each member's shared dates: what her own list shows (her contact's name, never their number or
 * address) and what the public page finds by the link's hash. Her deletion takes her rows.
 */
export const dateSharesProjector = defineProjector({
  name: DATE_SHARES_PROJECTOR,
  version: 1,
  handles: eventsOf(DateShared, DateShareStopped, DateCheckInDue, DateCheckInAnswered, AccountDeleted),
  init: async (tx) => {
    await tx.query(INIT);
  },
  apply: async (events, tx) => {
    for (const event of events) {
      switch (event.type) {
        case 'DateShared': {
          const { shareId, memberId, matchMemberId, dateKind, dateId, inviteId, contactName, startsAt, place, tokenHash, expiresAt } = event.data;
          await tx.query(
            `INSERT INTO date_shares (share_id, member_id, match_member_id, date_kind, date_id, invite_id, contact_name, starts_at, place, token_hash, expires_at, shared_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (share_id) DO NOTHING`,
            [shareId, memberId, matchMemberId, dateKind, dateId, inviteId, contactName, startsAt, place, tokenHash, expiresAt, event.metadata.occurredAt],
          );
          break;
        }
        case 'DateShareStopped':
          await tx.query('UPDATE date_shares SET stopped = true WHERE share_id = $1', [event.data.shareId]);
          break;
        // A check-in only moves forward (scheduled, due, answered): applied again, an older step changes nothing.
        case 'DateCheckInDue':
          await tx.query("UPDATE date_shares SET check_in = 'due' WHERE share_id = $1 AND check_in = 'scheduled'", [event.data.shareId]);
          break;
        case 'DateCheckInAnswered':
          await tx.query("UPDATE date_shares SET check_in = $2 WHERE share_id = $1 AND check_in IN ('scheduled', 'due')", [event.data.shareId, event.data.answer]);
          break;
        case 'AccountDeleted':
          break;
      }
    }
    await eraseMemberRows(tx, ofTypes(events, 'AccountDeleted').map(({ data }) => data.memberId), [rowsNaming('date_shares', 'member_id')]);
  },
});

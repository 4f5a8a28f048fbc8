import type { MatchView, PresenceView } from '@sankofa/contracts';
import type { MatchRow } from '@sankofa/projections/matches';
import type { PublicMember } from '../members/member-view.ts';

export const MATCH_NOT_FOUND = 'Match not found';

export type OpenMatchRead = Pick<MatchRow, 'id' | 'user_id1' | 'user_id2' | 'created_at'> & {
  last_id: string | null;
  last_content: string | null;
  last_created_at: Date | null;
  last_sender_id: string | null;
  unread_count: number;
};

/** A match in the Matches list and the chat header: `user` is the other member's card. */
export const toMatchView = (row: OpenMatchRead, user: PublicMember, presence: PresenceView | null): MatchView => ({
  id: row.id,
  userId1: row.user_id1,
  userId2: row.user_id2,
  createdAt: row.created_at.toISOString(),
  user,
  lastMessage: row.last_created_at === null || row.last_id === null ? null : { id: row.last_id, content: row.last_content, createdAt: row.last_created_at.toISOString(), senderId: row.last_sender_id },
  unreadCount: row.unread_count,
  presence,
});

export type { MatchView };

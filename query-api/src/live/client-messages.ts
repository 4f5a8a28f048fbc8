import type pg from 'pg';

/** A message for one member that no event caused (a relayed WebRTC signal): it has no log position. */
export interface RelayedMessage {
  memberId: string;
  type: string;
  payload: unknown;
}

/**
 * Registered by a feature: what an authenticated member's message over `/ws` (other than `auth`)
 * makes the server send, and to whom. Answers nothing for a message it does not know.
 */
export type LiveClientHandler = (
  fromMemberId: string,
  message: unknown,
  /** `role` is the sender's token's (absent: a member), for messages only admins may send. */
  dependencies: { pool: pg.Pool; role?: 'member' | 'admin' },
) => Promise<RelayedMessage[]>;

import type pg from 'pg';

export interface ReportedMessage {
  id: string;
  senderId: string;
  senderName: string | null;
  content: string;
  createdAt: string;
}

const MESSAGES_LIMIT = 200;

/**
 * The messages between the two members up to the report (across their matches, a rematch
 * included), latest `MESSAGES_LIMIT`, oldest first: what the reporter had seen when they reported.
 */
const CONVERSATION = `
SELECT * FROM (
  SELECT msg.id, msg.sender_id, msg.content, msg.created_at, msg.position, s.first_name || ' ' || s.last_name AS sender_name
  FROM public.matches m
  JOIN public.messages msg ON msg.match_id = m.id
  LEFT JOIN public.members s ON s.id = msg.sender_id
  WHERE ((m.user_id1 = $1 AND m.user_id2 = $2) OR (m.user_id1 = $2 AND m.user_id2 = $1)) AND msg.created_at <= $3
  ORDER BY msg.position DESC LIMIT ${MESSAGES_LIMIT}
) latest ORDER BY position`;

export const conversationBetween = async (pool: pg.Pool, reporterId: string, reportedId: string, upTo: Date): Promise<ReportedMessage[]> => {
  const { rows } = await pool.query<{ id: string; sender_id: string; content: string; created_at: Date; sender_name: string | null }>(CONVERSATION, [
    reporterId,
    reportedId,
    upTo,
  ]);
  return rows.map((row) => ({ id: row.id, senderId: row.sender_id, senderName: row.sender_name, content: row.content, createdAt: row.created_at.toISOString() }));
};

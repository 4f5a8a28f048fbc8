import type pg from 'pg';
import { readReceiptsShared } from '../presence/queries.ts';
import { hiddenFrom } from './hidden-messages.ts';
import type { MessageRead } from './views.ts';

/** How far the other member got, as positions in the log; `read` only while both send read receipts. */
const receiptsOf = async (pool: pg.Pool, matchId: string, readerId: string, otherId: string) => {
  const { rows } = await pool.query<{ delivered: string | null; read: string | null }>(
    `SELECT (SELECT position FROM public.messages WHERE id = r.delivered_up_to) AS delivered, (SELECT position FROM public.messages WHERE id = r.read_up_to) AS read
     FROM public.chat_receipts r WHERE r.match_id = $1 AND r.member_id = $2`,
    [matchId, otherId],
  );
  const shared = await readReceiptsShared(pool, readerId, otherId);
  return { delivered: rows[0]?.delivered ?? null, read: shared ? (rows[0]?.read ?? null) : null };
};

/**
 * One page of the conversation, oldest first, without what goes to the reader's Hidden folder, with the reader's translations and, on the reader's
 * own messages, how far the other member got: the latest `limit`, or the `limit` before message `before`.
 */
export const messagesOf = async (pool: pg.Pool, match: { id: string; readerId: string; otherId: string }, page: { before?: string; limit: number }): Promise<MessageRead[]> => {
  const { rows } = await pool.query<MessageRead & { position: string }>(
    `SELECT * FROM (
       SELECT msg.id, msg.match_id, msg.sender_id, msg.content, msg.original_language, msg.created_at, msg.position, msg.message_type, msg.voice_url, msg.voice_duration, msg.flagged,
              t.target_language, t.translated_content, s.first_name || ' ' || s.last_name AS sender_name, s.photos AS sender_photos
       FROM public.messages msg
       LEFT JOIN public.message_translations t ON t.message_id = msg.id AND t.for_member_id = $2
       LEFT JOIN public.members s ON s.id = msg.sender_id
       WHERE msg.match_id = $1 AND NOT ${hiddenFrom('$2', 'msg')}
         AND ($3::text IS NULL OR msg.position < (SELECT b.position FROM public.messages b WHERE b.id = $3 AND b.match_id = $1))
       ORDER BY msg.position DESC LIMIT $4
     ) latest ORDER BY position`,
    [match.id, match.readerId, page.before ?? null, page.limit],
  );
  const receipts = await receiptsOf(pool, match.id, match.readerId, match.otherId);
  const reached = (mark: string | null, position: string) => mark !== null && position <= mark;
  return rows.map(({ position, ...row }) => ({
    ...row,
    status: row.sender_id !== match.readerId ? null : reached(receipts.read, position) ? 'read' : reached(receipts.delivered, position) ? 'delivered' : 'sent',
  }));
};

import type { HiddenMessage } from '@sankofa/contracts';
import type pg from 'pg';
import { notSuspended } from '@sankofa/projections/moderation';
import { noBlockBetween } from '../moderation/blocks.ts';

/**
 * SQL condition: message `msg` (a `public.messages` alias) goes to reader `reader`'s Hidden folder,
 * as it is from the other member and holds one of her hidden words (case folded; inside longer words
 * too). Filtering here, per reader, keeps the sender's own view and everyone else's untouched.
 */
export const hiddenFrom = (reader: string, msg: string): string =>
  `(${msg}.sender_id <> ${reader} AND EXISTS (SELECT 1 FROM public.hidden_words hw, unnest(hw.words) word WHERE hw.member_id = ${reader} AND strpos(lower(${msg}.content), word) > 0))`;

const HIDDEN_FOLDER_LIMIT = 200;

/** The reader's Hidden folder, latest first: her open matches' messages with a hidden word, and every message sent to her before a match. */
const HIDDEN_FOLDER = `
SELECT hidden.*, s.first_name, s.last_name, s.photos FROM (
  SELECT msg.id, msg.match_id, msg.sender_id, msg.content, msg.created_at
  FROM public.matches m JOIN public.messages msg ON msg.match_id = m.id
  WHERE (m.user_id1 = $1 OR m.user_id2 = $1) AND m.closed_at IS NULL AND ${hiddenFrom('$1', 'msg')}
  UNION ALL
  SELECT p.id, NULL, p.sender_id, p.content, p.created_at FROM public.pre_match_messages p WHERE p.receiver_id = $1
) hidden
JOIN public.members s ON s.id = hidden.sender_id
WHERE ${noBlockBetween('$1', 'hidden.sender_id')} AND ${notSuspended('hidden.sender_id')}
ORDER BY hidden.created_at DESC, hidden.id DESC LIMIT ${HIDDEN_FOLDER_LIMIT}`;

export const hiddenMessagesOf = async (pool: pg.Pool, readerId: string): Promise<HiddenMessage[]> => {
  const { rows } = await pool.query<{ id: string; match_id: string | null; sender_id: string; content: string; created_at: Date; first_name: string; last_name: string; photos: string[] }>(
    HIDDEN_FOLDER,
    [readerId],
  );
  return rows.map((row) => ({
    id: row.id,
    matchId: row.match_id,
    senderId: row.sender_id,
    sender: { name: `${row.first_name} ${row.last_name}`, photos: row.photos },
    content: row.content,
    createdAt: row.created_at.toISOString(),
  }));
};

/** Her hidden words; none until saved. */
export const hiddenWordsOf = async (pool: pg.Pool, memberId: string): Promise<string[]> =>
  (await pool.query<{ words: string[] }>('SELECT words FROM public.hidden_words WHERE member_id = $1', [memberId])).rows[0]?.words ?? [];

/** Whether `content` holds one of her hidden words, matched as `hiddenFrom` matches. */
export const holdsHiddenWordOf = async (pool: pg.Pool, memberId: string, content: string): Promise<boolean> =>
  (
    await pool.query<{ hidden: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM public.hidden_words hw, unnest(hw.words) word WHERE hw.member_id = $1 AND strpos(lower($2), word) > 0) AS hidden',
      [memberId, content],
    )
  ).rows[0]!.hidden;

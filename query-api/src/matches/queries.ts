import type pg from 'pg';
import type { MemberRow } from '@sankofa/projections/members';
import { notSuspended } from '@sankofa/projections/moderation';
import { noBlockBetween } from '../moderation/blocks.ts';
import { toPublicMember } from '../members/member-view.ts';
import { presenceOf, readReceiptsShared } from '../presence/queries.ts';
import { toMatchView, type MatchView, type MessageRead, type OpenMatchRead } from './views.ts';

/** `$1` is always the reading member. */
const OTHER_MEMBER = 'CASE WHEN m.user_id1 = $1 THEN m.user_id2 ELSE m.user_id1 END';

/** The reader's open matches with someone who has a profile, is not suspended and has no block between them. */
const OPEN_MATCHES = `
  FROM public.matches m
  JOIN public.members other ON other.id = ${OTHER_MEMBER}`;
const WHERE_OPEN = `WHERE (m.user_id1 = $1 OR m.user_id2 = $1) AND m.closed_at IS NULL AND ${noBlockBetween('$1', 'other.id')} AND ${notSuspended('other.id')}`;

/** `$2`: a match id or the other member's id, or null for all of them. */
const SELECT_MATCHES = `
  SELECT m.id, m.user_id1, m.user_id2, m.created_at, last.id AS last_id, last.content AS last_content, last.created_at AS last_created_at, last.sender_id AS last_sender_id,
         unread.count AS unread_count
  ${OPEN_MATCHES}
  LEFT JOIN LATERAL (SELECT id, content, created_at, sender_id FROM public.messages WHERE match_id = m.id ORDER BY position DESC LIMIT 1) last ON true
  LEFT JOIN public.chat_receipts mine ON mine.match_id = m.id AND mine.member_id = $1
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS count FROM public.messages msg
    WHERE msg.match_id = m.id AND msg.sender_id <> $1
      AND msg.position > COALESCE((SELECT r.position FROM public.messages r WHERE r.id = mine.read_up_to), '')
  ) unread ON true
  ${WHERE_OPEN} AND ($2::text IS NULL OR m.id = $2 OR other.id = $2)`;

const withCards = async (pool: pg.Pool, memberId: string, rows: OpenMatchRead[]): Promise<MatchView[]> => {
  const others = rows.map((row) => (row.user_id1 === memberId ? row.user_id2 : row.user_id1));
  const { rows: members } = await pool.query<MemberRow>('SELECT * FROM public.members WHERE id = ANY($1)', [others]);
  const cards = new Map(members.map((member) => [member.id, toPublicMember(member)]));
  const presence = await presenceOf(pool, memberId, others);
  return rows.flatMap((row, index) => {
    const card = cards.get(others[index]!);
    return card ? [toMatchView(row, card, presence.get(others[index]!) ?? null)] : [];
  });
};

/** Latest activity first: the last message, or the match itself for a conversation not started. */
export const openMatchesOf = async (pool: pg.Pool, memberId: string): Promise<MatchView[]> => {
  const { rows } = await pool.query<OpenMatchRead>(`${SELECT_MATCHES} ORDER BY COALESCE(last.created_at, m.created_at) DESC, m.id DESC`, [memberId, null]);
  return withCards(pool, memberId, rows);
};

export const countOpenMatches = async (pool: pg.Pool, memberId: string): Promise<number> => {
  const { rows } = await pool.query<{ count: number }>(`SELECT count(*)::int AS count ${OPEN_MATCHES} ${WHERE_OPEN}`, [memberId]);
  return rows[0]?.count ?? 0;
};

/**
 * The reader's open match named by `id`: its match id, or the other member's id (the match
 * popup links `/chat/<user id>`). Null for anyone else's match, so outsiders learn nothing.
 */
export const openMatchOf = async (pool: pg.Pool, memberId: string, id: string): Promise<MatchView | null> => {
  const { rows } = await pool.query<OpenMatchRead>(`${SELECT_MATCHES} ORDER BY (m.id = $2) DESC, m.created_at DESC LIMIT 1`, [memberId, id]);
  const [match] = await withCards(pool, memberId, rows);
  return match ?? null;
};

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
 * One page of the conversation, oldest first, with the reader's translations and, on the reader's
 * own messages, how far the other member got: the latest `limit`, or the `limit` before message `before`.
 */
export const messagesOf = async (pool: pg.Pool, match: { id: string; readerId: string; otherId: string }, page: { before?: string; limit: number }): Promise<MessageRead[]> => {
  const { rows } = await pool.query<MessageRead & { position: string }>(
    `SELECT * FROM (
       SELECT msg.id, msg.match_id, msg.sender_id, msg.content, msg.original_language, msg.created_at, msg.position, msg.message_type, msg.voice_url, msg.voice_duration,
              t.target_language, t.translated_content, s.first_name || ' ' || s.last_name AS sender_name, s.photos AS sender_photos
       FROM public.messages msg
       LEFT JOIN public.message_translations t ON t.message_id = msg.id AND t.for_member_id = $2
       LEFT JOIN public.members s ON s.id = msg.sender_id
       WHERE msg.match_id = $1
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

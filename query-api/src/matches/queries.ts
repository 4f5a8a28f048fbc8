import type pg from 'pg';
import type { MemberRow } from '@sankofa/projections/members';
import { noBlockBetween } from '../moderation/blocks.ts';
import { toPublicMember } from '../members/member-view.ts';
import { toMatchView, type MatchView, type MessageRead, type OpenMatchRead } from './views.ts';

/** `$1` is always the reading member. */
const OTHER_MEMBER = 'CASE WHEN m.user_id1 = $1 THEN m.user_id2 ELSE m.user_id1 END';

/** The reader's open matches with someone who has a profile and no block between them. */
const OPEN_MATCHES = `
  FROM public.matches m
  JOIN public.members other ON other.id = ${OTHER_MEMBER}`;
const WHERE_OPEN = `WHERE (m.user_id1 = $1 OR m.user_id2 = $1) AND m.closed_at IS NULL AND ${noBlockBetween('$1', 'other.id')}`;

/** `$2`: a match id or the other member's id, or null for all of them. */
const SELECT_MATCHES = `
  SELECT m.id, m.user_id1, m.user_id2, m.created_at, last.content AS last_content, last.created_at AS last_created_at, last.sender_id AS last_sender_id
  ${OPEN_MATCHES}
  LEFT JOIN LATERAL (SELECT content, created_at, sender_id FROM public.messages WHERE match_id = m.id ORDER BY position DESC LIMIT 1) last ON true
  ${WHERE_OPEN} AND ($2::text IS NULL OR m.id = $2 OR other.id = $2)`;

const withCards = async (pool: pg.Pool, memberId: string, rows: OpenMatchRead[]): Promise<MatchView[]> => {
  const others = rows.map((row) => (row.user_id1 === memberId ? row.user_id2 : row.user_id1));
  const { rows: members } = await pool.query<MemberRow>('SELECT * FROM public.members WHERE id = ANY($1)', [others]);
  const cards = new Map(members.map((member) => [member.id, toPublicMember(member)]));
  return rows.flatMap((row, index) => {
    const card = cards.get(others[index]!);
    return card ? [toMatchView(row, card)] : [];
  });
};

/** Newest match first. */
export const openMatchesOf = async (pool: pg.Pool, memberId: string): Promise<MatchView[]> => {
  const { rows } = await pool.query<OpenMatchRead>(`${SELECT_MATCHES} ORDER BY m.created_at DESC, m.id DESC`, [memberId, null]);
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

/** The conversation's latest messages, oldest first, with the reader's translations. */
const MESSAGES_LIMIT = 500;
export const messagesOf = async (pool: pg.Pool, matchId: string, readerId: string): Promise<MessageRead[]> => {
  const { rows } = await pool.query<MessageRead>(
    `SELECT * FROM (
       SELECT msg.id, msg.match_id, msg.sender_id, msg.content, msg.original_language, msg.created_at, msg.position, msg.message_type, msg.voice_url, msg.voice_duration,
              t.target_language, t.translated_content, s.first_name || ' ' || s.last_name AS sender_name, s.photos AS sender_photos
       FROM public.messages msg
       LEFT JOIN public.message_translations t ON t.message_id = msg.id AND t.for_member_id = $2
       LEFT JOIN public.members s ON s.id = msg.sender_id
       WHERE msg.match_id = $1 ORDER BY msg.position DESC LIMIT ${MESSAGES_LIMIT}
     ) latest ORDER BY position`,
    [matchId, readerId],
  );
  return rows;
};

import type pg from 'pg';
import { notSuspended } from '@sankofa/projections/moderation';
import { hiddenFrom } from '../chat/hidden-messages.ts';
import { noBlockBetween } from '../moderation/blocks.ts';
import { publicMembersById } from '../members/public-members.ts';
import { presenceOf } from '../presence/queries.ts';
import { toMatchView, type MatchView, type OpenMatchRead } from './views.ts';

/** `$1` is always the reading member. */
const OTHER_MEMBER = 'CASE WHEN m.user_id1 = $1 THEN m.user_id2 ELSE m.user_id1 END';

/** The reader's open matches with someone who has a profile, is not suspended and has no block between them. */
const OPEN_MATCHES = `
  FROM public.matches m
  JOIN public.members other ON other.id = ${OTHER_MEMBER}`;
const WHERE_OPEN = `WHERE (m.user_id1 = $1 OR m.user_id2 = $1) AND m.closed_at IS NULL AND ${noBlockBetween('$1', 'other.id')} AND ${notSuspended('other.id')}`;

/** `$2`: a match id or the other member's id, or null for all of them. The last message and the unread count leave out her hidden ones. */
const SELECT_MATCHES = `
  SELECT m.id, m.user_id1, m.user_id2, m.created_at, last.id AS last_id, last.content AS last_content, last.created_at AS last_created_at, last.sender_id AS last_sender_id,
         unread.count AS unread_count
  ${OPEN_MATCHES}
  LEFT JOIN LATERAL (SELECT id, content, created_at, sender_id FROM public.messages msg WHERE match_id = m.id AND NOT ${hiddenFrom('$1', 'msg')} ORDER BY position DESC LIMIT 1) last ON true
  LEFT JOIN public.chat_receipts mine ON mine.match_id = m.id AND mine.member_id = $1
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS count FROM public.messages msg
    WHERE msg.match_id = m.id AND msg.sender_id <> $1 AND NOT ${hiddenFrom('$1', 'msg')}
      AND msg.position > COALESCE((SELECT r.position FROM public.messages r WHERE r.id = mine.read_up_to), '')
  ) unread ON true
  ${WHERE_OPEN} AND ($2::text IS NULL OR m.id = $2 OR other.id = $2)`;

const withCards = async (pool: pg.Pool, memberId: string, rows: OpenMatchRead[]): Promise<MatchView[]> => {
  const others = rows.map((row) => (row.user_id1 === memberId ? row.user_id2 : row.user_id1));
  const cards = await publicMembersById(pool, others);
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

/** The two members of a match, from the matches read model (once the matches projector has passed the event). */
export const membersOfMatch = async (pool: pg.Pool, matchId: string): Promise<[string, string] | null> => {
  const { rows } = await pool.query<{ user_id1: string; user_id2: string }>('SELECT user_id1, user_id2 FROM public.matches WHERE id = $1', [matchId]);
  return rows[0] ? [rows[0].user_id1, rows[0].user_id2] : null;
};

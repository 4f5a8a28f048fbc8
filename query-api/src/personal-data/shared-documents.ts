import type pg from 'pg';
import type { ArchiveDocument } from './her-documents.ts';
import { voiceMessageFile } from './media-files.ts';
import { jsonArray, pagedRows } from './paged-rows.ts';

/*
 * What she shares with others: each other member appears by id and first name only (as she saw them in
 * the app), never by their contact details, surname, photos or anything else they hold.
 */

const OTHER = `CASE WHEN ma.user_id1 = $1 THEN ma.user_id2 ELSE ma.user_id1 END`;

const SWIPES = `
SELECT s.swiped_id AS key, s.swiped_id AS "memberId", o.first_name AS "firstName", s.is_like AS "liked"
FROM public.discovery_swipes s LEFT JOIN public.members o ON o.id = s.swiped_id
WHERE s.swiper_id = $1 AND ($2::text IS NULL OR s.swiped_id > $2) ORDER BY s.swiped_id LIMIT $3`;
const MATCHES = `
SELECT ma.id AS key, ma.id AS "matchId", json_build_object('id', ${OTHER}, 'firstName', o.first_name) AS "with",
       ma.created_at AS "matchedAt", ma.closed_at AS "closedAt", ma.closed_reason AS "closedReason"
FROM public.matches ma LEFT JOIN public.members o ON o.id = ${OTHER}
WHERE $1 IN (ma.user_id1, ma.user_id2) AND ($2::text IS NULL OR ma.id > $2) ORDER BY ma.id LIMIT $3`;
const MATCH_IDS = `
SELECT id AS key, id AS "matchId" FROM public.matches WHERE $1 IN (user_id1, user_id2) AND ($2::text IS NULL OR id > $2) ORDER BY id LIMIT $3`;
const MESSAGES = `
SELECT m.position AS key, m.id, m.match_id AS "matchId", m.sender_id = $2 AS "sentByMe", s.first_name AS "senderFirstName",
       m.message_type AS "type", m.content, m.original_language AS "language", m.voice_url AS "voiceUrl",
       m.voice_duration AS "voiceDurationSeconds", m.created_at AS "sentAt"
FROM public.messages m LEFT JOIN public.members s ON s.id = m.sender_id
WHERE m.match_id = $1 AND ($3::text IS NULL OR m.position > $3) ORDER BY m.position LIMIT $4`;
const REPORTS = `
SELECT r.id AS key, r.id, json_build_object('id', r.reported_member_id, 'firstName', o.first_name) AS "reported", r.reason, r.description,
       r.attach_conversation AS "conversationAttached", r.status, r.action, r.decided_at AS "decidedAt", r.created_at AS "createdAt"
FROM public.reports r LEFT JOIN public.members o ON o.id = r.reported_member_id
WHERE r.reporter_id = $1 AND ($2::text IS NULL OR r.id > $2) ORDER BY r.id LIMIT $3`;
const COMMUNITY_EVENTS = `
SELECT e.event_id AS key, e.event_id AS "eventId", e.title, e.category, e.date, e.time, e.venue, e.city, e.country,
       e.host_id = $1 AS "hosting", coalesce(em.joined, false) AS "joined", coalesce(em.interested, false) AS "interested",
       coalesce(em.bookmarked, false) AS "bookmarked"
FROM public.community_events e LEFT JOIN public.community_event_members em ON em.event_id = e.event_id AND em.member_id = $1
WHERE (e.host_id = $1 OR em.member_id = $1) AND ($2::text IS NULL OR e.event_id > $2) ORDER BY e.event_id LIMIT $3`;
const GAMES = `
SELECT g.game_id AS key, g.game_id AS "gameId", g.game_type AS "gameType", g.status,
       (SELECT json_agg(json_build_object('id', p.id, 'firstName', m.first_name))
        FROM unnest(g.member_ids) AS p(id) LEFT JOIN public.members m ON m.id = p.id) AS "players",
       g.created_at AS "createdAt", g.completed_at AS "completedAt"
FROM public.games g WHERE $1 = ANY (g.member_ids) AND ($2::text IS NULL OR g.game_id > $2) ORDER BY g.game_id LIMIT $3`;

interface MessageRow {
  id: string;
  sentByMe: boolean;
  voiceUrl: string | null;
}

/** Every message of every conversation she had, match by match in the order they were sent; her voice messages name their file. */
async function* messagesOf(pool: pg.Pool, memberId: string): AsyncGenerator<unknown> {
  for await (const { matchId } of pagedRows<{ matchId: string }>(pool, MATCH_IDS, [memberId])) {
    for await (const { voiceUrl, ...message } of pagedRows<MessageRow>(pool, MESSAGES, [matchId, memberId])) {
      yield { ...message, voiceFile: message.sentByMe ? voiceMessageFile(message.id, voiceUrl) : null };
    }
  }
}

/** The documents of what she did with others: swipes, matches, messages, reports, community events and games. */
export const sharedDocuments = (pool: pg.Pool, memberId: string): ArchiveDocument[] => {
  const rows = (sql: string) => pagedRows(pool, sql, [memberId]);
  return [
    { name: 'swipes.json', content: jsonArray(rows(SWIPES)) },
    { name: 'matches.json', content: jsonArray(rows(MATCHES)) },
    { name: 'messages.json', content: jsonArray(messagesOf(pool, memberId)) },
    { name: 'reports.json', content: jsonArray(rows(REPORTS)) },
    { name: 'community-events.json', content: jsonArray(rows(COMMUNITY_EVENTS)) },
    { name: 'games.json', content: jsonArray(rows(GAMES)) },
  ];
};

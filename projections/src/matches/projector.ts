import type pg from 'pg';
import { AccountDeleted, HiddenWordsSaved, MatchClosed, MatchMade, MatchOpened, MessageSent, MessageTranslated, MessageUnsent, PairUnmatched, PreMatchMessageSent, eventsOf, type EventsIn } from '@sankofa/events';
import { defineProjector, ofTypes } from '../projector.ts';
import { MATCHES_PROJECTOR } from './read-model.ts';

const INIT = `
CREATE TABLE matches (
  id text PRIMARY KEY,
  user_id1 text NOT NULL,
  user_id2 text NOT NULL,
  created_at timestamptz NOT NULL,
  closed_at timestamptz,
  closed_reason text
);
CREATE INDEX open_matches_by_user1 ON matches (user_id1, created_at DESC) WHERE closed_at IS NULL;
CREATE INDEX open_matches_by_user2 ON matches (user_id2, created_at DESC) WHERE closed_at IS NULL;
CREATE TABLE messages (
  id text PRIMARY KEY,
  match_id text NOT NULL,
  sender_id text NOT NULL,
  content text NOT NULL,
  original_language text,
  created_at timestamptz NOT NULL,
  position text COLLATE "C" NOT NULL,
  message_type text NOT NULL DEFAULT 'text',
  voice_url text,
  voice_duration integer,
  flagged boolean NOT NULL DEFAULT false
);
CREATE INDEX messages_by_match ON messages (match_id, position);
CREATE TABLE message_translations (
  message_id text NOT NULL,
  for_member_id text NOT NULL,
  target_language text NOT NULL,
  translated_content text NOT NULL,
  source_language text,
  position text COLLATE "C" NOT NULL,
  PRIMARY KEY (message_id, for_member_id)
);
CREATE TABLE hidden_words (
  member_id text COLLATE "C" PRIMARY KEY,
  words text[] NOT NULL,
  last_position text COLLATE "C" NOT NULL
);
CREATE TABLE pre_match_messages (
  id text PRIMARY KEY,
  sender_id text NOT NULL,
  receiver_id text NOT NULL,
  content text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX pre_match_messages_by_receiver ON pre_match_messages (receiver_id, created_at DESC);
`;

const OPEN = `
INSERT INTO matches (id, user_id1, user_id2, created_at)
SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[])
ON CONFLICT (id) DO NOTHING
`;

const CLOSE = `
UPDATE matches m SET closed_at = c.closed_at, closed_reason = c.reason
FROM unnest($1::text[], $2::timestamptz[], $3::text[]) AS c(id, closed_at, reason)
WHERE m.id = c.id AND m.closed_at IS NULL
`;

const RECORD_MESSAGES = `
INSERT INTO messages (id, match_id, sender_id, content, original_language, created_at, position, message_type, voice_url, voice_duration, flagged)
SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::text[], $8::text[], $9::text[], $10::int[], $11::boolean[])
ON CONFLICT (id) DO NOTHING
`;

const RECORD_TRANSLATIONS = `
INSERT INTO message_translations AS t (message_id, for_member_id, target_language, translated_content, source_language, position)
SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
ON CONFLICT (message_id, for_member_id) DO UPDATE SET
  target_language = EXCLUDED.target_language, translated_content = EXCLUDED.translated_content,
  source_language = EXCLUDED.source_language, position = EXCLUDED.position
WHERE EXCLUDED.position > t.position
`;

/** A later save of her hidden words replaces an earlier one; an older one applied again never overwrites a newer one. */
const SAVE_HIDDEN_WORDS = `
INSERT INTO hidden_words AS saved SELECT member_id, ARRAY(SELECT jsonb_array_elements_text(words)), last_position
  FROM unnest($1::text[], $2::jsonb[], $3::text[]) AS w(member_id, words, last_position)
ON CONFLICT (member_id) DO UPDATE SET words = EXCLUDED.words, last_position = EXCLUDED.last_position
WHERE EXCLUDED.last_position > saved.last_position`;

const RECORD_PRE_MATCH = `
INSERT INTO pre_match_messages SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[])
ON CONFLICT (id) DO NOTHING`;

/** An unsent message goes with its translations: nothing of its words stays in the read model. */
const UNSEND = [
  'DELETE FROM message_translations WHERE message_id = ANY($1::text[])',
  'DELETE FROM messages WHERE id = ANY($1::text[])',
];

const matchEvents = eventsOf(MatchMade, MatchOpened, MatchClosed, PairUnmatched, MessageSent, MessageTranslated, MessageUnsent, HiddenWordsSaved, PreMatchMessageSent, AccountDeleted);

/** A deleted member's matches go, and with them both sides of every conversation she had: her partners no longer see her, as on the peers' apps. */
const ERASE_MATCHES_OF = [
  `DELETE FROM message_translations t USING messages msg, matches m
    WHERE t.message_id = msg.id AND msg.match_id = m.id AND (m.user_id1 = ANY($1::text[]) OR m.user_id2 = ANY($1::text[]))`,
  `DELETE FROM messages msg USING matches m WHERE msg.match_id = m.id AND (m.user_id1 = ANY($1::text[]) OR m.user_id2 = ANY($1::text[]))`,
  'DELETE FROM matches WHERE user_id1 = ANY($1::text[]) OR user_id2 = ANY($1::text[])',
  'DELETE FROM hidden_words WHERE member_id = ANY($1::text[])',
  'DELETE FROM pre_match_messages WHERE sender_id = ANY($1::text[]) OR receiver_id = ANY($1::text[])',
];

/** One event per key, the first or the last in log order: an upsert may not touch a row twice. */
const uniqueBy = <Event>(events: Event[], key: (event: Event) => string, keep: 'first' | 'last'): Event[] => {
  const byKey = new Map<string, Event>();
  for (const event of events) if (keep === 'last' || !byKey.has(key(event))) byKey.set(key(event), event);
  return [...byKey.values()];
};

/** Issue 23: what feeds each member's Hidden folder, her hidden words and the messages sent to her before any match. */
const applyHiddenFolder = async (events: EventsIn<typeof matchEvents>[], tx: pg.PoolClient) => {
  // One row per member per statement: the member's last save in the batch.
  const saves = uniqueBy(ofTypes(events, 'HiddenWordsSaved'), (event) => event.data.memberId, 'last');
  if (saves.length > 0) {
    await tx.query(SAVE_HIDDEN_WORDS, [saves.map(({ data }) => data.memberId), saves.map(({ data }) => JSON.stringify(data.words)), saves.map(({ position }) => position)]);
  }
  const preMatch = ofTypes(events, 'PreMatchMessageSent');
  if (preMatch.length > 0) {
    await tx.query(RECORD_PRE_MATCH, [
      preMatch.map(({ data }) => data.messageId),
      preMatch.map(({ data }) => data.senderId),
      preMatch.map(({ data }) => data.receiverId),
      preMatch.map(({ data }) => data.content),
      preMatch.map(({ metadata }) => metadata.occurredAt),
    ]);
  }
};

/**
 * Each write is idempotent on its own — a match is inserted once, closed once, a message inserted
 * once, a translation replaced only by a later one — so the batch is written a kind at a time
 * (matches before their closes) and applying it again changes nothing.
 */
const apply = async (events: EventsIn<typeof matchEvents>[], tx: pg.PoolClient) => {
  const openings = uniqueBy(ofTypes(events, 'MatchMade', 'MatchOpened'), (event) => event.data.matchId, 'first');
  const closings = uniqueBy(ofTypes(events, 'MatchClosed', 'PairUnmatched'), (event) => event.data.matchId, 'first');
  const messages = ofTypes(events, 'MessageSent');
  const translations = uniqueBy(
    ofTypes(events, 'MessageTranslated'),
    (event) => `${event.data.messageId}:${event.data.forMemberId}`,
    'last',
  );
  if (openings.length > 0) {
    await tx.query(OPEN, [
      openings.map((event) => event.data.matchId),
      openings.map((event) => event.data.userId1),
      openings.map((event) => event.data.userId2),
      openings.map((event) => event.metadata.occurredAt),
    ]);
  }
  if (closings.length > 0) {
    await tx.query(CLOSE, [closings.map((event) => event.data.matchId), closings.map((event) => event.metadata.occurredAt), closings.map((event) => event.data.reason)]);
  }
  if (messages.length > 0) {
    await tx.query(RECORD_MESSAGES, [
      messages.map((event) => event.data.messageId),
      messages.map((event) => event.data.matchId),
      messages.map((event) => event.data.senderId),
      messages.map((event) => event.data.content),
      messages.map((event) => event.data.originalLanguage),
      messages.map((event) => event.metadata.occurredAt),
      messages.map((event) => event.position),
      messages.map((event) => event.data.messageType ?? 'text'),
      messages.map((event) => event.data.voiceUrl ?? null),
      messages.map((event) => event.data.voiceDuration ?? null),
      messages.map((event) => event.data.flagged ?? false),
    ]);
  }
  if (translations.length > 0) {
    await tx.query(RECORD_TRANSLATIONS, [
      translations.map((event) => event.data.messageId),
      translations.map((event) => event.data.forMemberId),
      translations.map((event) => event.data.targetLanguage),
      translations.map((event) => event.data.translatedContent),
      translations.map((event) => event.data.sourceLanguage),
      translations.map((event) => event.position),
    ]);
  }
  await applyHiddenFolder(events, tx);
  // After the messages and their translations, so one unsent in the same batch goes too.
  const unsent = ofTypes(events, 'MessageUnsent').map((event) => event.data.messageId);
  if (unsent.length > 0) for (const statement of UNSEND) await tx.query(statement, [unsent]);
  // Last: whatever the batch wrote of her goes too.
  const deleted = ofTypes(events, 'AccountDeleted').map((event) => event.data.memberId);
  if (deleted.length > 0) for (const statement of ERASE_MATCHES_OF) await tx.query(statement, [deleted]);
};

/** `public.matches`, `public.messages`, `public.message_translations`, and for the Hidden folder `public.hidden_words` and `public.pre_match_messages`: the Matches list and the chat. */
export const matchesProjector = defineProjector({
  name: MATCHES_PROJECTOR,
  // 2: voice messages (issue 12). 3: a deleted member's matches and conversations go. 4: flagged and unsent messages, hidden words and pre-match messages (issue 23).
  version: 4,
  handles: matchEvents,
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
  },
  apply,
});

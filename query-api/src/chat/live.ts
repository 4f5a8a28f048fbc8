import type { LivePush } from '@sankofa/contracts';
import type pg from 'pg';
import { ChatPrivacySaved, MessageSent, MessagesDelivered, MessagesRead, MessageTranslated, MessageUnsent, eventsOf } from '@sankofa/events';
import { MATCHES_PROJECTOR } from '@sankofa/projections/matches';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { CHAT_RECEIPTS_PROJECTOR } from '@sankofa/projections/chat-receipts';
import { liveMapper, type LiveMapper } from '../live/live-feed.ts';
import { membersOfMatch } from '../matches/queries.ts';
import { readReceiptsShared } from '../presence/queries.ts';
import { holdsHiddenWordOf } from './hidden-messages.ts';
import { matchCreatedAt, withScamTip } from '../scam-tips/index.ts';
import type { MessageView } from './views.ts';

const senderOf = async (pool: pg.Pool, senderId: string): Promise<MessageView['sender']> => {
  const { rows } = await pool.query<{ name: string; photos: string[] }>("SELECT first_name || ' ' || last_name AS name, photos FROM public.members WHERE id = $1", [
    senderId,
  ]);
  return rows[0] ?? { name: '', photos: [] };
};

/**
 * `new_message` to both members: the receiver's chat, and the sender's other tabs and devices. A
 * first message can follow its match within milliseconds: it waits for the match and the sender's
 * name to be in the read models. A message holding one of the receiver's hidden words goes to her
 * Hidden folder, not her chat: she is not pushed it.
 */
export const newMessageLiveMapper: LiveMapper<LivePush> = liveMapper(eventsOf(MessageSent), async (event, { pool, projectorsPassed }) => {
  const { matchId, messageId, senderId, content, originalLanguage, messageType, voiceUrl, voiceDuration, flagged = false } = event.data;
  if (!(await projectorsPassed([MATCHES_PROJECTOR, MEMBERS_PROJECTOR], event.position))) return [];
  const members = await membersOfMatch(pool, matchId);
  if (!members) return [];
  const message: MessageView = {
    id: messageId,
    matchId,
    senderId,
    content,
    createdAt: event.metadata.occurredAt,
    isTranslated: false,
    translatedContent: null,
    translatedLanguage: null,
    originalLanguage,
    messageType: messageType ?? 'text',
    voiceUrl: voiceUrl ?? null,
    voiceDuration: voiceDuration ?? null,
    flagged,
    sender: await senderOf(pool, senderId),
  };
  const receiverId = members[0] === senderId ? members[1] : members[0];
  const told = (await holdsHiddenWordOf(pool, receiverId, content)) ? [senderId] : members;
  const matchedAt = (await matchCreatedAt(pool, matchId)) ?? event.metadata.occurredAt;
  return told.map((memberId) => ({
    memberId,
    type: 'new_message',
    payload: { matchId, message: { ...withScamTip(message, memberId, matchedAt), status: memberId === senderId ? 'sent' : null } },
  }));
});

/** `message_unsent` to both members, so the message vanishes from every open chat at once (issue 23). */
export const messageUnsentLiveMapper: LiveMapper<LivePush> = liveMapper(eventsOf(MessageUnsent), async (event, { pool }) => {
  const { matchId, messageId } = event.data;
  const members = await membersOfMatch(pool, matchId);
  return (members ?? []).map((memberId) => ({ memberId, type: 'message_unsent', payload: { matchId, messageId } }));
});

/** `message_translated` to the member the translation is for, with the fields their message view changes. */
export const messageTranslatedLiveMapper: LiveMapper<LivePush> = liveMapper(eventsOf(MessageTranslated), (event) => {
  const { matchId, messageId, forMemberId, targetLanguage, translatedContent } = event.data;
  return [{ memberId: forMemberId, type: 'message_translated', payload: { matchId, messageId, isTranslated: true, translatedContent, translatedLanguage: targetLanguage } }];
});

/**
 * `messages_marked` when receipts move: a delivery to both members (the sender's tick, the
 * receiver's other devices); a read to the reader's devices (the unread count), and to the other
 * member only while both send read receipts, so a hidden read is not betrayed by the push.
 */
export const messagesMarkedLiveMapper: LiveMapper<LivePush> = liveMapper(eventsOf(MessagesDelivered, MessagesRead), async (event, { pool, projectorsPassed }) => {
  const { matchId, memberId } = event.data;
  if (!(await projectorsPassed([MATCHES_PROJECTOR, CHAT_RECEIPTS_PROJECTOR], event.position))) return [];
  const members = await membersOfMatch(pool, matchId);
  if (!members) return [];
  const otherId = members[0] === memberId ? members[1] : members[0];
  const told = event.type === MessagesDelivered.type || (await readReceiptsShared(pool, memberId, otherId)) ? [memberId, otherId] : [memberId];
  return told.map((to) => ({ memberId: to, type: 'messages_marked', payload: { matchId } }));
});

/** A member changed their chat privacy: their open matches read their presence (and ticks) again, so a hidden status vanishes at once. */
export const chatPrivacyLiveMapper: LiveMapper<LivePush> = liveMapper(eventsOf(ChatPrivacySaved), async (event, { pool, projectorsPassed }) => {
  const { memberId } = event.data;
  if (!(await projectorsPassed([MATCHES_PROJECTOR, CHAT_RECEIPTS_PROJECTOR], event.position))) return [];
  const { rows } = await pool.query<{ other_id: string }>(
    'SELECT CASE WHEN user_id1 = $1 THEN user_id2 ELSE user_id1 END AS other_id FROM public.matches WHERE (user_id1 = $1 OR user_id2 = $1) AND closed_at IS NULL',
    [memberId],
  );
  return rows.map((row) => ({ memberId: row.other_id, type: 'presence_changed', payload: { memberId } }));
});

export const chatLiveMappers: readonly LiveMapper[] = [newMessageLiveMapper, messageUnsentLiveMapper, messageTranslatedLiveMapper, messagesMarkedLiveMapper, chatPrivacyLiveMapper];

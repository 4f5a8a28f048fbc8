import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/** On `match-<matchId>` (the stream of the match, see `matchStream`): one message of the conversation, text or voice. */
export const MessageSent = defineEvent(
  'MessageSent',
  z.object({
    matchId: z.string(),
    messageId: z.string(),
    senderId: z.string(),
    /** The other member of the match; null on messages recorded before it was named (version 1), which notify nobody. */
    receiverId: z.string().nullable(),
    content: z.string(),
    /** ISO 639-1 code detected offline, or null when the text is too short to tell. */
    originalLanguage: z.string().nullable(),
    /** Issue 12: 'voice' carries the URL of its recording (POST /api/media) and its length in seconds; absent is text. */
    messageType: z.enum(['text', 'voice']).optional(),
    voiceUrl: z.string().optional(),
    voiceDuration: z.number().int().optional(),
    /** Issue 23: the detector found it insulting, sexual or threatening and the sender sent it anyway; the receiver is asked 'Does this bother you?'. Absent: not flagged. */
    flagged: z.boolean().optional(),
  }),
  { version: 2, upcasters: { 1: (data) => ({ ...(data as object), receiverId: null }) } },
);

/** On `match-<matchId>`: a message in the language of the member it is for, kept for them alone. */
export const MessageTranslated = defineEvent(
  'MessageTranslated',
  z.object({
    matchId: z.string(),
    messageId: z.string(),
    /** The member who asked for (or auto-received) the translation. */
    forMemberId: z.string(),
    /** Whose words these are: their data key seals the translation (null in events from before it was kept). */
    senderId: z.string().nullable().default(null),
    targetLanguage: z.string(),
    translatedContent: z.string(),
    sourceLanguage: z.string().nullable(),
  }),
);

/**
 * On `match-<matchId>`: the receiver's client got the messages of the conversation up to and
 * including `upToMessageId` (its live channel or its list showed them). Recorded once per step
 * forward, never backwards.
 */
const upTo = z.object({
  matchId: z.string(),
  memberId: z.string(),
  upToMessageId: z.string(),
  /** That message's number in the conversation (1 for the first), so a later receipt can tell whether it moves forward. */
  messageNumber: z.number().int().positive(),
});

export const MessagesDelivered = defineEvent('MessagesDelivered', upTo);

/** On `match-<matchId>`: `memberId` opened the conversation and saw every message up to and including `upToMessageId` (read implies delivered). */
export const MessagesRead = defineEvent('MessagesRead', upTo);

/**
 * On `member-<memberId>`: the chat's privacy switches. With `showActivityStatus` off nobody sees
 * the member's presence and the member sees nobody's; with `sendReadReceipts` off the same holds
 * for read ticks. Members who never saved them have both on.
 */
export const ChatPrivacySaved = defineEvent('ChatPrivacySaved', z.object({ memberId: z.string(), showActivityStatus: z.boolean(), sendReadReceipts: z.boolean() }));

/** On `match-<matchId>`: the sender took her message back within ten minutes of sending it; it is gone for both members. Ids only: the words stay out of this event. */
export const MessageUnsent = defineEvent('MessageUnsent', z.object({ matchId: z.string(), messageId: z.string(), senderId: z.string() }));

/**
 * On `member-<memberId>`: the member's hidden words, the whole list each time (empty: none). Messages
 * from others that contain one, and messages from members she has not matched, go to her Hidden folder.
 */
export const HiddenWordsSaved = defineEvent('HiddenWordsSaved', z.object({ memberId: z.string(), words: z.array(z.string()) }));

export const chatEvents = [MessageSent, MessageTranslated, MessagesDelivered, MessagesRead, ChatPrivacySaved, MessageUnsent, HiddenWordsSaved] as const;

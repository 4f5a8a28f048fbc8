import { z } from 'zod';
import { defineEvent } from '../catalog.ts';

/**
 * The conversation of a match, `match-<matchId>`: opened once the pair stream has recorded
 * `MatchMade`, closed when either member unmatches or blocks.
 */
export const matchStream = (matchId: string) => `match-${matchId}`;

export const MatchOpened = defineEvent('MatchOpened', z.object({ matchId: z.string(), userId1: z.string(), userId2: z.string() }));

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
  }),
  { version: 2, upcasters: { 1: (data) => ({ ...(data as object), receiverId: null }) } },
);

export const MessageTranslated = defineEvent(
  'MessageTranslated',
  z.object({
    matchId: z.string(),
    messageId: z.string(),
    /** The member who asked for (or auto-received) the translation. */
    forMemberId: z.string(),
    targetLanguage: z.string(),
    translatedContent: z.string(),
    sourceLanguage: z.string().nullable(),
  }),
);

export const MatchClosed = defineEvent(
  'MatchClosed',
  z.object({ matchId: z.string(), byMemberId: z.string(), reason: z.enum(['unmatch', 'block']) }),
);

export const matchEvents = [MatchOpened, MessageSent, MessageTranslated, MatchClosed] as const;

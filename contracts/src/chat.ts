import { z } from 'zod';
import { flag, languageCode, pathIdParams } from './fields.ts';
import { publicMember } from './members.ts';
import { nothing, route, withPosition } from './route.ts';

/** The conversation decider refuses longer (command-api checks the two numbers agree). */
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_TRANSLATION_LENGTH = 5000;

export const messageStatus = z.enum(['sent', 'delivered', 'read']);
export type MessageStatus = z.infer<typeof messageStatus>;

/**
 * The other member's presence, null while either of the two hides their activity status, or when
 * they were last active over a week ago. `online`: a live connection open now.
 */
export const presenceView = z.object({ online: z.boolean(), lastActiveAt: z.string().nullable() });
export type PresenceView = z.infer<typeof presenceView>;

/** A message as the chat screen shows it to one member, with that member's translation; both APIs and /ws answer this shape. */
export const messageView = z.object({
  id: z.string(),
  matchId: z.string(),
  senderId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  isTranslated: z.boolean(),
  translatedContent: z.string().nullable(),
  translatedLanguage: z.string().nullable(),
  originalLanguage: z.string().nullable(),
  sender: z.object({ name: z.string(), photos: z.array(z.string()) }),
  /**
   * The reader's own messages only (null on the other member's): sent, delivered (the other
   * member's client got it) or read (they opened the conversation; only while both send read receipts).
   */
  status: messageStatus.nullable().optional(),
  /** Issue 12: a voice message plays `voiceUrl`, `voiceDuration` seconds long. */
  messageType: z.enum(['text', 'voice']),
  voiceUrl: z.string().nullable(),
  voiceDuration: z.number().int().nullable(),
  /** Issue 23: it looked insulting, sexual or threatening and its sender sent it anyway; the receiver is asked 'Does this bother you?'. */
  flagged: z.boolean(),
  /** Issue 23: shown to the receiver only, in a match's first days, on a message asking for money or to move off Sankofa: a safety tip with a Report button. */
  scamTip: z.boolean().optional(),
});
export type MessageView = z.infer<typeof messageView>;

/** A match in the Matches list and the chat header: `user` is the other member's card. */
export const matchView = z.object({
  id: z.string(),
  userId1: z.string(),
  userId2: z.string(),
  createdAt: z.string(),
  user: publicMember,
  lastMessage: z.object({ id: z.string(), content: z.string().nullable(), createdAt: z.string(), senderId: z.string().nullable() }).nullable(),
  /** Messages from the other member after the last one the reader read. */
  unreadCount: z.number().int().nonnegative(),
  presence: presenceView.nullable(),
});
export type MatchView = z.infer<typeof matchView>;

const matchMessageParams = z.object({ id: z.string(), messageId: z.string() });

/** The longest voice message a member may send, in seconds. */
export const MAX_VOICE_MESSAGE_SECONDS = 120;
/** The text a voice message carries, for lists and notifications. */
export const VOICE_MESSAGE_TEXT = 'Voice message';

/**
 * Text (`content`), or since issue 12 a voice message: `messageType: 'voice'` with the URL of a
 * recording uploaded first through POST /api/media (kind audio) and its length in seconds.
 */
export const sendMessage = route({
  method: 'POST',
  path: '/api/matches/:id/messages',
  params: pathIdParams,
  body: z
    .object(
      {
        content: z
          .string({ error: 'content must be text' })
          .trim()
          .max(MAX_MESSAGE_LENGTH, { error: `Message must be at most ${MAX_MESSAGE_LENGTH} characters` })
          .optional(),
        /** The spec's client sends it; it must be the token's member. */
        senderId: z.union([z.string(), z.number()]).optional(),
        messageType: z.enum(['text', 'voice'], { error: "messageType must be 'text' or 'voice'" }).default('text'),
        voiceUrl: z.string({ error: 'voiceUrl must be the URL of the recording' }).max(300, { error: 'voiceUrl is too long' }).optional(),
        voiceDuration: z
          .number({ error: 'voiceDuration must be a number of seconds' })
          .int({ error: 'voiceDuration must be whole seconds' })
          .min(1, { error: 'voiceDuration must be at least 1 second' })
          .max(MAX_VOICE_MESSAGE_SECONDS, { error: `Voice messages can be at most ${MAX_VOICE_MESSAGE_SECONDS / 60} minutes` })
          .optional(),
        /** Issue 23: the sender saw 'Are you sure?' for this text and sends it anyway. */
        confirmedDespiteWarning: flag('confirmedDespiteWarning').optional(),
      },
      { error: 'The body must be an object with content' },
    )
    .superRefine((body, ctx) => {
      if (body.messageType === 'text' && !body.content) {
        ctx.addIssue({ code: 'custom', path: ['content'], message: body.content === undefined ? 'content is required' : 'Message cannot be empty' });
      }
      if (body.messageType === 'voice' && !body.voiceUrl) ctx.addIssue({ code: 'custom', path: ['voiceUrl'], message: 'voiceUrl is required' });
      if (body.messageType === 'voice' && body.voiceDuration === undefined) ctx.addIssue({ code: 'custom', path: ['voiceDuration'], message: 'voiceDuration is required' });
    }),
  response: withPosition({ message: messageView }),
});
export type SendMessageBody = z.input<typeof sendMessage.body>;

/** The 409 code of a text that looks insulting, sexual or threatening and was sent without `confirmedDespiteWarning`: nothing was sent or recorded. */
export const MESSAGE_NEEDS_CONFIRMATION = 'message_needs_confirmation';
/** How long after sending a member may unsend her message. */
export const UNSEND_WINDOW_MINUTES = 10;

/** Her own message, within `UNSEND_WINDOW_MINUTES`: it disappears for both members. */
export const unsendMessage = route({ method: 'POST', path: '/api/matches/:id/messages/:messageId/unsend', params: matchMessageParams, response: nothing });

/** Without `targetLanguage`, the reader's preferred language. */
export const translateMessage = route({
  method: 'POST',
  path: '/api/matches/:id/messages/:messageId/translate',
  params: matchMessageParams,
  body: z.object({ targetLanguage: languageCode('targetLanguage').optional() }, { error: 'The body must be an object' }).default({}),
  response: withPosition({ message: messageView }),
});
export type TranslateMessageBody = z.input<typeof translateMessage.body>;

/** Any text, for a signed-in member; records nothing. */
export const translateText = route({
  method: 'POST',
  path: '/api/translation/translate',
  body: z.object(
    {
      text: z
        .string({ error: (issue) => (issue.input === undefined ? 'text is required' : 'text must be text') })
        .trim()
        .min(1, { error: 'text cannot be empty' })
        .max(MAX_TRANSLATION_LENGTH, { error: `text must be at most ${MAX_TRANSLATION_LENGTH} characters` }),
      targetLanguage: languageCode('targetLanguage'),
      sourceLanguage: z.union([z.literal('auto'), languageCode('sourceLanguage')]).default('auto'),
    },
    { error: 'The body must be an object with text and targetLanguage' },
  ),
  response: z.object({ translatedText: z.string(), detectedLanguage: z.string().nullable() }),
});

/** `:id` a match id or the other member's id. */
export const unmatch = route({ method: 'DELETE', path: '/api/matches/:id', params: pathIdParams, response: nothing });

export const listMatches = route({ method: 'GET', path: '/api/matches', response: z.array(matchView) });
export const countMatches = route({ method: 'GET', path: '/api/matches/count', response: z.object({ count: z.number() }) });
export const getMatch = route({ method: 'GET', path: '/api/matches/:id', params: pathIdParams, response: matchView });
export const MESSAGES_PAGE_SIZE = 30;
export const MAX_MESSAGES_PAGE_SIZE = 500;

/**
 * One page of the conversation, oldest first: the latest `limit` messages, or with `before` (a
 * message id, the oldest the client holds) the `limit` messages before it. A page shorter than
 * `limit` is the first.
 */
export const listMessages = route({
  method: 'GET',
  path: '/api/matches/:id/messages',
  params: pathIdParams,
  query: z.object({
    before: z.string().regex(/^[\w-]{1,100}$/, { error: 'before must be a message id' }).optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int({ error: 'limit must be a whole number' })
      .min(1, { error: 'limit must be at least 1' })
      .max(MAX_MESSAGES_PAGE_SIZE, { error: `limit must be at most ${MAX_MESSAGES_PAGE_SIZE}` })
      .default(MAX_MESSAGES_PAGE_SIZE),
  }),
  response: z.array(messageView),
});

const receiptBody = z.object(
  { upToMessageId: z.string({ error: 'upToMessageId is required' }).regex(/^[\w-]{1,100}$/, { error: 'upToMessageId must be a message id' }) },
  { error: 'The body must be an object with upToMessageId' },
);

/** The receiver's client got every message up to `upToMessageId` (the sender's tick turns to delivered). */
export const markMessagesDelivered = route({ method: 'POST', path: '/api/matches/:id/messages/delivered', params: pathIdParams, body: receiptBody, response: nothing });
/** The member opened the conversation and saw every message up to `upToMessageId`. */
export const markMessagesRead = route({ method: 'POST', path: '/api/matches/:id/messages/read', params: pathIdParams, body: receiptBody, response: nothing });

/** Both on until the member saves them. Each is mutual: hiding yours hides everyone's from you. */
export const chatPrivacy = z.object(
  { showActivityStatus: flag('showActivityStatus'), sendReadReceipts: flag('sendReadReceipts') },
  { error: 'The body must be an object with showActivityStatus and sendReadReceipts' },
);
export type ChatPrivacy = z.infer<typeof chatPrivacy>;
export const getChatPrivacy = route({ method: 'GET', path: '/api/user/chat-privacy', response: chatPrivacy });
export const saveChatPrivacy = route({ method: 'POST', path: '/api/user/chat-privacy', body: chatPrivacy, response: nothing });

export const languageOption = z.object({ code: z.string(), name: z.string() });
export type LanguageOption = z.infer<typeof languageOption>;

export const listLanguages = route({ method: 'GET', path: '/api/translation/languages', response: z.array(languageOption).readonly() });

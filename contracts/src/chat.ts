import { z } from 'zod';
import { languageCode, pathIdParams } from './fields.ts';
import { publicMember } from './members.ts';
import { nothing, route, withPosition } from './route.ts';

/** The conversation decider refuses longer (command-api checks the two numbers agree). */
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_TRANSLATION_LENGTH = 5000;

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
  /** Issue 12: a voice message plays `voiceUrl`, `voiceDuration` seconds long. */
  messageType: z.enum(['text', 'voice']),
  voiceUrl: z.string().nullable(),
  voiceDuration: z.number().int().nullable(),
});
export type MessageView = z.infer<typeof messageView>;

/** A match in the Matches list and the chat header: `user` is the other member's card. */
export const matchView = z.object({
  id: z.string(),
  userId1: z.string(),
  userId2: z.string(),
  createdAt: z.string(),
  user: publicMember,
  lastMessage: z.object({ content: z.string().nullable(), createdAt: z.string(), senderId: z.string().nullable() }).nullable(),
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
/** Oldest first. */
export const listMessages = route({ method: 'GET', path: '/api/matches/:id/messages', params: pathIdParams, response: z.array(messageView) });

export const languageOption = z.object({ code: z.string(), name: z.string() });
export type LanguageOption = z.infer<typeof languageOption>;

export const listLanguages = route({ method: 'GET', path: '/api/translation/languages', response: z.array(languageOption).readonly() });

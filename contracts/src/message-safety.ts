import { z } from 'zod';
import { nothing, route } from './route.ts';

/** Issue 23: a member's hidden words. */
export const MAX_HIDDEN_WORDS = 50;
export const MAX_HIDDEN_WORD_LENGTH = 40;

const hiddenWord = z
  .string({ error: 'each hidden word must be text' })
  .trim()
  .min(1, { error: 'a hidden word cannot be empty' })
  .max(MAX_HIDDEN_WORD_LENGTH, { error: `each hidden word must be at most ${MAX_HIDDEN_WORD_LENGTH} characters` })
  .regex(/^[\p{L}\p{N}' -]+$/u, { error: 'a hidden word may hold only letters, digits, spaces, hyphens and apostrophes' })
  .transform((word) => word.toLowerCase());

/** The whole list; repeats (in any case) count once. */
export const hiddenWords = z.object(
  {
    words: z
      .array(hiddenWord, { error: 'words must be a list of words' })
      .max(MAX_HIDDEN_WORDS, { error: `You can hide at most ${MAX_HIDDEN_WORDS} words` })
      .transform((words) => [...new Set(words)]),
  },
  { error: 'The body must be an object with words' },
);
export type HiddenWords = z.infer<typeof hiddenWords>;

/** Hers alone: nobody else can read or change them. */
export const getHiddenWords = route({ method: 'GET', path: '/api/user/hidden-words', response: hiddenWords });
export const saveHiddenWords = route({ method: 'POST', path: '/api/user/hidden-words', body: hiddenWords, response: nothing });

/**
 * A message in the reader's Hidden folder: from a match, containing one of her hidden words
 * (`matchId` set), or sent before any match (`matchId` null).
 */
export const hiddenMessage = z.object({
  id: z.string(),
  matchId: z.string().nullable(),
  senderId: z.string(),
  sender: z.object({ name: z.string(), photos: z.array(z.string()) }),
  content: z.string(),
  createdAt: z.string(),
});
export type HiddenMessage = z.infer<typeof hiddenMessage>;

/** Latest first. */
export const listHiddenMessages = route({ method: 'GET', path: '/api/messages/hidden', response: z.array(hiddenMessage) });

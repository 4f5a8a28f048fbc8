import { z } from 'zod';
import { NotFoundError } from '@sankofa/server-kit';
import { MATCH_NOT_FOUND, MAX_MESSAGE_LENGTH } from './decide.ts';

const LANGUAGE_CODE = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/;
export const languageCode = (field: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a language code such as en or pt-BR`) })
    .regex(LANGUAGE_CODE, { error: `${field} must be a language code such as en or pt-BR` });

export const sendMessageInput = z.object(
  {
    content: z
      .string({ error: (issue) => (issue.input === undefined ? 'content is required' : 'content must be text') })
      .trim()
      .min(1, { error: 'Message cannot be empty' })
      .max(MAX_MESSAGE_LENGTH, { error: `Message must be at most ${MAX_MESSAGE_LENGTH} characters` }),
    /** The spec's client sends it; it must be the token's member. */
    senderId: z.union([z.string(), z.number()]).optional(),
  },
  { error: 'The body must be an object with content' },
);

export const translateMessageInput = z.object({ targetLanguage: languageCode('targetLanguage').optional() }, { error: 'The body must be an object' }).default({});

const PATH_ID = /^[\w-]{1,100}$/;

/** A path id that cannot name anything is the same 404 as an unknown one. */
export const pathId = (value: string | undefined, notFound = MATCH_NOT_FOUND, code = 'match_not_found'): string => {
  if (value === undefined || !PATH_ID.test(value)) throw new NotFoundError(notFound, code);
  return value;
};

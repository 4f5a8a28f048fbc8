import Router from '@koa/router';
import { z } from 'zod';
import { parseInput, requireMember, requireTranslator, type AccessTokens, type Translator } from '@sankofa/server-kit';
import { rateLimit } from '../rate-limits/index.ts';
import { languageCode } from './input.ts';

export const MAX_TRANSLATION_LENGTH = 5000;

const translateInput = z.object(
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
);

/** POST /api/translation/translate: any text, for a signed-in member; records nothing. */
export const translationRoute = ({ tokens, translator }: { tokens: AccessTokens; translator: Translator | null }): Router => {
  const router = new Router();
  router.post('/api/translation/translate', requireMember(tokens), rateLimit('translations'), async (ctx) => {
    const { text, targetLanguage, sourceLanguage } = parseInput(translateInput, ctx.request.body, 'body');
    ctx.body = await requireTranslator(translator).translate(text, targetLanguage, sourceLanguage);
  });
  return router;
};

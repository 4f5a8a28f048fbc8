import Router from '@koa/router';
import { translateText, type ResponseOf } from '@sankofa/contracts';
import { requireTranslator, type Translator } from '@sankofa/adapters/translation';
import { mount, requireMember, type AccessTokens } from '@sankofa/server-kit';
import { rateLimit } from '../../rate-limits/index.ts';

/** POST /api/translation/translate: any text, for a signed-in member; records nothing. */
export const translationRoute = ({ tokens, translator }: { tokens: AccessTokens; translator: Translator | null }): Router => {
  const router = new Router();
  mount(router, translateText, requireMember(tokens), rateLimit('translations'), async (ctx, { body: { text, targetLanguage, sourceLanguage } }) => {
    ctx.body = (await requireTranslator(translator).translate(text, targetLanguage, sourceLanguage)) satisfies ResponseOf<typeof translateText>;
  });
  return router;
};

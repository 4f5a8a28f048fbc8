import { listLanguages, type ResponseOf } from '@sankofa/contracts';
import { SUPPORTED_LANGUAGES, type LanguageOption, type Translator } from '@sankofa/adapters/translation';
import { createLogger, mount, type Logger } from '@sankofa/server-kit';
import { readModelRouter, type ReadModelRouter } from '../read-model-router.ts';

const CACHE_MS = 10 * 60_000;

/**
 * GET /api/translation/languages: what the configured provider can translate, asked at most every
 * ten minutes; without a provider, or while it cannot be reached, the languages Sankofa offers
 * (the preferred-language select works either way).
 */
export const translationQueryRouter = ({ translator, logger = createLogger('translation') }: { translator: Translator | null; logger?: Logger }): ReadModelRouter => {
  const router = readModelRouter([]);
  let cached: { languages: LanguageOption[]; until: number } | null = null;

  const languages = async (): Promise<readonly LanguageOption[]> => {
    if (!translator) return SUPPORTED_LANGUAGES;
    if (cached && cached.until > Date.now()) return cached.languages;
    try {
      cached = { languages: await translator.languages(), until: Date.now() + CACHE_MS };
      return cached.languages;
    } catch (error) {
      logger.warn('the translation provider did not list its languages; offering the built-in list', { error });
      return SUPPORTED_LANGUAGES;
    }
  };

  mount(router, listLanguages, async (ctx) => {
    ctx.body = (await languages()) satisfies ResponseOf<typeof listLanguages>;
  });
  return router;
};

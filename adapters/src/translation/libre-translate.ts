import { z } from 'zod';
import { TranslationFailedError, type LanguageOption, type Translation, type Translator } from './translator.ts';

export interface LibreTranslateOptions {
  /** The server's base URL, e.g. `https://libretranslate.example.org`. */
  url: string;
  apiKey?: string;
  timeoutMs?: number;
}

const translated = z.object({
  translatedText: z.string(),
  detectedLanguage: z.object({ language: z.string() }).partial().optional(),
});
const languageList = z.array(z.object({ code: z.string(), name: z.string() }));
const errorBody = z.object({ error: z.string() });

const DEFAULT_TIMEOUT_MS = 10_000;

/** LibreTranslate's HTTP API: `POST /translate` and `GET /languages`. */
export const createLibreTranslate = ({ url, apiKey, timeoutMs = DEFAULT_TIMEOUT_MS }: LibreTranslateOptions): Translator => {
  const base = url.replace(/\/+$/, '');

  const call = async <Schema extends z.ZodType>(path: string, schema: Schema, init: RequestInit = {}): Promise<z.output<Schema>> => {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new TranslationFailedError(`the translation service could not be reached (${(error as Error).message})`);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const reason = errorBody.safeParse(body);
      throw new TranslationFailedError(reason.success ? reason.data.error : `the translation service answered ${response.status}`);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new TranslationFailedError('the translation service answered in an unexpected shape');
    return parsed.data;
  };

  return {
    languages: async (): Promise<LanguageOption[]> =>
      (await call('/languages', languageList)).map(({ code, name }) => ({ code, name })),
    translate: async (text, target, source = 'auto'): Promise<Translation> => {
      const result = await call('/translate', translated, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ q: text, source, target, format: 'text', ...(apiKey ? { api_key: apiKey } : {}) }),
      });
      return { translatedText: result.translatedText, detectedLanguage: result.detectedLanguage?.language ?? (source === 'auto' ? null : source) };
    },
  };
};

/** The configuration entries translation reads (a subset of the app's `Config`). */
export interface TranslationSettings {
  TRANSLATE_URL?: string;
  TRANSLATE_API_KEY?: string;
}

/** No `TRANSLATE_URL`, no provider: the routes answer 503 `translation_unavailable`. */
export const createTranslator = (settings: TranslationSettings): Translator | null =>
  settings.TRANSLATE_URL ? createLibreTranslate({ url: settings.TRANSLATE_URL, apiKey: settings.TRANSLATE_API_KEY }) : null;

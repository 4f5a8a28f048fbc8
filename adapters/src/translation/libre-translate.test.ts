import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLibreTranslate, type FakeLibreTranslate } from './fake-libre-translate.ts';
import { createLibreTranslate, createTranslator } from './libre-translate.ts';
import { TranslationUnavailableError, requireTranslator } from './translator.ts';

let peer: FakeLibreTranslate;
beforeAll(async () => {
  peer = await startFakeLibreTranslate({ apiKey: 'secret-key' });
});
afterAll(() => peer.close());

describe('the LibreTranslate adapter', () => {
  it('translates through POST /translate, with the API key and the detected source', async () => {
    const translator = createLibreTranslate({ url: `${peer.url}/`, apiKey: 'secret-key' });
    expect(await translator.translate('Hello', 'fr')).toEqual({ translatedText: '[fr] Hello', detectedLanguage: 'en' });
    expect(peer.requests.at(-1)).toEqual({ q: 'Hello', source: 'auto', target: 'fr', format: 'text', api_key: 'secret-key' });
    expect(await translator.translate('Olá', 'en', 'pt')).toEqual({ translatedText: '[en] Olá', detectedLanguage: 'pt' });
  });

  it("lists the provider's languages", async () => {
    const languages = await createLibreTranslate({ url: peer.url }).languages();
    expect(languages).toContainEqual({ code: 'sw', name: 'Swahili' });
  });

  it("fails with the provider's reason, a bad key, or an unreachable server as a 502 translation_failed", async () => {
    const translator = createLibreTranslate({ url: peer.url, apiKey: 'secret-key' });
    await expect(translator.translate('Hello', 'xx')).rejects.toMatchObject({ status: 502, code: 'translation_failed', message: 'Translation failed: xx is not supported' });
    await expect(createLibreTranslate({ url: peer.url, apiKey: 'wrong' }).translate('Hello', 'fr')).rejects.toMatchObject({
      status: 502,
      message: 'Translation failed: Invalid API key',
    });
    const gone = await startFakeLibreTranslate();
    await gone.close();
    await expect(createLibreTranslate({ url: gone.url }).translate('Hello', 'fr')).rejects.toMatchObject({ status: 502, code: 'translation_failed' });
  });

  it('is configured by TRANSLATE_URL; without it there is no provider and the routes answer 503', () => {
    expect(createTranslator({})).toBeNull();
    expect(createTranslator({ TRANSLATE_URL: peer.url })).not.toBeNull();
    expect(() => requireTranslator(null)).toThrow(TranslationUnavailableError);
    expect(() => requireTranslator(null)).toThrow(expect.objectContaining({ status: 503, code: 'translation_unavailable', message: 'Translation is not configured on this server' }));
  });
});

import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './detect-language.ts';
import { FALLBACK_LANGUAGE, SHIPPED_LANGUAGES } from './languages.ts';

// English is the fallback of every other language, so it ships in the main bundle; the others load when chosen.
const english = import.meta.glob<Record<string, unknown>>('./locales/en/*.json', { eager: true, import: 'default' });
const otherLanguages = import.meta.glob<Record<string, unknown>>(['./locales/*/*.json', '!./locales/en/*.json'], { import: 'default' });

const namespaceOf = (file: string) => file.split('/').pop()!.replace(/\.json$/, '');

const englishResources = Object.fromEntries(Object.entries(english).map(([file, keys]) => [namespaceOf(file), keys]));

export const i18n = i18next.createInstance();

await i18n
  .use(languageDetector)
  .use(initReactI18next)
  .use(resourcesToBackend((language: string, namespace: string) => otherLanguages[`./locales/${language}/${namespace}.json`]?.()))
  .init({
    resources: { en: englishResources },
    partialBundledLanguages: true,
    supportedLngs: [...SHIPPED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: Object.keys(englishResources),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });

/** Keeps <html lang> true to what is shown, for screen readers and the browser's own formatting. */
const markPageLanguage = (language: string) => {
  // Unit tests of text helpers run without a document.
  if (typeof document !== 'undefined') document.documentElement.setAttribute('lang', language);
};
i18n.on('languageChanged', markPageLanguage);
markPageLanguage(i18n.resolvedLanguage ?? FALLBACK_LANGUAGE);

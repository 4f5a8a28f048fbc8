import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { languageDetector } from './detect-language.ts';
import { FALLBACK_LANGUAGE, SHIPPED_LANGUAGES } from './languages.ts';
import { ALL_NAMESPACES } from './namespaces.ts';

// Every language, English too, is data fetched when a screen first needs its namespace, so the first
// screens' JavaScript carries no words (issue 16's budget). Unit tests have no server: they import the files.
const testLocales = import.meta.env.MODE === 'test' ? import.meta.glob<string>('../../../public/locales/*/*.json', { query: '?raw', import: 'default' }) : {};

const loadNamespace = async (language: string, namespace: string): Promise<Record<string, unknown>> => {
  if (import.meta.env.MODE === 'test') return JSON.parse(await testLocales[`../../../public/locales/${language}/${namespace}.json`]!()) as Record<string, unknown>;
  const response = await fetch(`/locales/${language}/${namespace}.json`);
  if (!response.ok) throw new Error(`The ${language} texts of ${namespace} could not be loaded (${response.status})`);
  return response.json() as Promise<Record<string, unknown>>;
};

/** Used outside any screen (navigation, header, offline notice): loaded before the app renders. */
const SHELL_NAMESPACES = ['common', 'pwa'];

export const i18n = i18next.createInstance();

await i18n
  .use(languageDetector)
  .use(initReactI18next)
  .use(resourcesToBackend(loadNamespace))
  .init({
    supportedLngs: [...SHIPPED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    fallbackLng: FALLBACK_LANGUAGE,
    ns: SHELL_NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });

/** Texts made outside components (toasts, validation) read any namespace: all of them follow once the app is up. */
export const loadEveryNamespace = () => i18n.loadNamespaces([...ALL_NAMESPACES]);

/** Keeps <html lang> true to what is shown, for screen readers and the browser's own formatting. */
const markPageLanguage = (language: string) => {
  // Unit tests of text helpers run without a document.
  if (typeof document !== 'undefined') document.documentElement.setAttribute('lang', language);
};
i18n.on('languageChanged', markPageLanguage);
markPageLanguage(i18n.resolvedLanguage ?? FALLBACK_LANGUAGE);

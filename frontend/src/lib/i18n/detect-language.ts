import type { LanguageDetectorModule } from 'i18next';

/** Where the member's choice is kept on this device (the key i18next's own detector used, so earlier choices hold). */
export const LANGUAGE_STORAGE_KEY = 'sankofa-language';

const readStored = (): string | undefined => {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined; // storage refused (private mode): fall back to the browser's languages
  }
};

/**
 * The language to show: the one chosen on this device, else the browser's preferences in order
 * (i18next picks the first it ships). A few lines in place of i18next-browser-languagedetector,
 * which cost the first screens 2 kB of gzipped JavaScript for sources we do not use.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => {
    const stored = readStored();
    // Unit tests run in node, which has no browser languages.
    const browser = typeof navigator === 'undefined' ? [] : [...navigator.languages];
    return stored ? [stored, ...browser] : browser;
  },
  cacheUserLanguage: (language) => {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Not remembered on this device; the choice still applies to this visit.
    }
  },
};

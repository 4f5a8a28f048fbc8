/** The languages the interface ships in; each has every key of English (locales.test.ts). */
export const SHIPPED_LANGUAGES = ['en', 'fr', 'pt', 'sw'] as const;
export type ShippedLanguage = (typeof SHIPPED_LANGUAGES)[number];

/** Each language named in itself, for the switch. */
export const LANGUAGE_NAMES: Record<ShippedLanguage, string> = {
  en: 'English',
  fr: 'Français',
  pt: 'Português',
  sw: 'Kiswahili',
};

export const FALLBACK_LANGUAGE: ShippedLanguage = 'en';

export const isShippedLanguage = (language: string): language is ShippedLanguage =>
  (SHIPPED_LANGUAGES as readonly string[]).includes(language);

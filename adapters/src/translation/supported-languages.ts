import type { LanguageOption } from './translator.ts';

/**
 * The languages the settings screen offers when no provider says what it can do: the spec's
 * chat languages, with their ISO 639-1 codes (Twi is `tw`; Akan, its wider family, is not
 * listed separately). A configured provider's own list replaces it.
 */
export const SUPPORTED_LANGUAGES: readonly LanguageOption[] = [
  { code: 'en', name: 'English' },
  { code: 'fr', name: 'French' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'ar', name: 'Arabic' },
  { code: 'sw', name: 'Swahili' },
  { code: 'yo', name: 'Yoruba' },
  { code: 'ig', name: 'Igbo' },
  { code: 'ha', name: 'Hausa' },
  { code: 'tw', name: 'Twi' },
  { code: 'am', name: 'Amharic' },
  { code: 'zu', name: 'Zulu' },
  { code: 'xh', name: 'Xhosa' },
  { code: 'wo', name: 'Wolof' },
  { code: 'om', name: 'Oromo' },
];

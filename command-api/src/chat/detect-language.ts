import { eld } from 'eld/medium';

/** Below this many letters a guess is noise ('ok', 'lol', a name). */
const MIN_LETTERS = 10;

/**
 * The ISO 639-1 code of the text's language, detected offline (eld's medium n-gram set: 60
 * languages, among them English, French, Portuguese, Arabic, Amharic and Yoruba), or null when
 * the text is too short or the detector is unsure.
 */
export const detectLanguage = (text: string): string | null => {
  if ((text.match(/\p{L}/gu)?.length ?? 0) < MIN_LETTERS) return null;
  const result = eld.detect(text);
  return result.language && result.isReliable() ? result.language : null;
};

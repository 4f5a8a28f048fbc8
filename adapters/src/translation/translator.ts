import { AppError } from '@sankofa/server-kit';

export interface LanguageOption {
  /** ISO 639-1 where one exists (`en`, `yo`), as LibreTranslate names them. */
  code: string;
  name: string;
}

export interface Translation {
  translatedText: string;
  /** The source language the provider saw (its own detection for `auto`), null when it did not say. */
  detectedLanguage: string | null;
}

/** Machine translation, behind an interface: the provider lives outside our walls and may be absent or down. */
export interface Translator {
  languages(): Promise<LanguageOption[]>;
  /** `source` defaults to `auto`: the provider detects it. Throws `TranslationFailedError`. */
  translate(text: string, target: string, source?: string): Promise<Translation>;
}

export class TranslationUnavailableError extends AppError {
  constructor() {
    super(503, 'translation_unavailable', 'Translation is not configured on this server');
  }
}

/** The provider refused or could not be reached: a bad gateway, with its reason in the message. */
export class TranslationFailedError extends AppError {
  constructor(reason: string) {
    super(502, 'translation_failed', `Translation failed: ${reason}`);
  }
}

/** Routes call this where they need the provider, so "no provider" is one answer everywhere. */
export const requireTranslator = (translator: Translator | null): Translator => {
  if (!translator) throw new TranslationUnavailableError();
  return translator;
};

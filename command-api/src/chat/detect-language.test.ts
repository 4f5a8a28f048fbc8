import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';

describe('language detection', () => {
  it('names the language of a sentence', () => {
    expect(detectLanguage('Hello, how are you doing today?')).toBe('en');
    expect(detectLanguage("Bonjour, comment ça va aujourd'hui ?")).toBe('fr');
    expect(detectLanguage('Olá, tudo bem com você?')).toBe('pt');
    expect(detectLanguage('مرحبا كيف حالك اليوم')).toBe('ar');
  });

  it('says nothing about text too short to tell', () => {
    expect(detectLanguage('hi')).toBeNull();
    expect(detectLanguage('ok 👍 :) !!! 12345')).toBeNull();
  });
});

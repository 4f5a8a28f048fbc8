import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FALLBACK_LANGUAGE, SHIPPED_LANGUAGES } from './languages.ts';
import { ALL_NAMESPACES } from './namespaces.ts';

const localesDir = path.join(import.meta.dirname, '../../../public/locales');

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const namespacesOf = (language: string) =>
  readdirSync(path.join(localesDir, language)).filter((file) => file.endsWith('.json')).sort();

const keysIn = (language: string, namespace: string) =>
  keysOf(JSON.parse(readFileSync(path.join(localesDir, language, namespace), 'utf8'))).sort();

describe('shipped languages', () => {
  const namespaces = namespacesOf(FALLBACK_LANGUAGE);

  it('lists every namespace the app loads', () => {
    expect(namespaces).toEqual(ALL_NAMESPACES.map((namespace) => `${namespace}.json`));
  });

  it.each(SHIPPED_LANGUAGES.filter((language) => language !== FALLBACK_LANGUAGE))('%s has every namespace of English', (language) => {
    expect(namespacesOf(language)).toEqual(namespaces);
  });

  for (const namespace of namespaces) {
    it.each(SHIPPED_LANGUAGES)(`%s has every key of ${namespace} and no other`, (language) => {
      expect(keysIn(language, namespace)).toEqual(keysIn(FALLBACK_LANGUAGE, namespace));
    });
  }
});

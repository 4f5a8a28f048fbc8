import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as media from '@sankofa/adapters/media';
import * as messaging from '@sankofa/adapters/messaging';
import * as payments from '@sankofa/adapters/payments';
import * as translation from '@sankofa/adapters/translation';
import * as serverKit from '@sankofa/server-kit';

const SOURCE_ROOT = dirname(fileURLToPath(import.meta.url));

/** Every class with an HTTP status from server-kit and from the adapters the write side may import: a decider has no business with them. */
const HTTP_ERROR_CLASSES = new Set(
  [serverKit, media, messaging, payments, translation]
    .flatMap((module) => Object.entries(module))
    .filter(([, value]) => typeof value === 'function' && (value === serverKit.AppError || value.prototype instanceof serverKit.AppError))
    .map(([name]) => name),
);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

const IMPORT = /import\s+(?:type\s+)?(?:\{([^}]*)\}|\*\s+as\s+\w+)\s+from\s+'([^']+)'/g;

/** The HTTP error classes `source` imports from server-kit or an adapter, and the files of this package it imports. */
export const importsOf = (source: string, from: string) => {
  const httpErrors: string[] = [];
  const local: string[] = [];
  for (const [, names, specifier] of source.matchAll(IMPORT)) {
    if (specifier!.startsWith('.')) local.push(resolve(dirname(from), specifier!));
    if (!/^@sankofa\/(server-kit|adapters\/)/.test(specifier!)) continue;
    const imported = (names ?? '').split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!);
    httpErrors.push(...imported.filter((name) => HTTP_ERROR_CLASSES.has(name)));
  }
  return { httpErrors, local };
};

/** Each decider file (one that builds a `Decider<…>`) and every file of this package it imports, directly or not. */
const filesUnderDeciders = (): string[] => {
  const seen = new Set<string>();
  const pending = sourceFiles(SOURCE_ROOT).filter((file) => readFileSync(file, 'utf8').includes(': Decider<'));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...importsOf(readFileSync(file, 'utf8'), file).local);
  }
  return [...seen];
};

describe('deciders speak the domain, not HTTP', () => {
  it('finds the HTTP error classes of server-kit and the adapters', () => {
    expect([...HTTP_ERROR_CLASSES]).toEqual(expect.arrayContaining(['AppError', 'ConflictError', 'NotFoundError', 'TooManyRequestsError', 'TranslationUnavailableError']));
  });

  it('sees an HTTP error class imported among other names', () => {
    const source = "import { coarseOrNull, NotFoundError as Missing, type Logger } from '@sankofa/server-kit';\nimport { x } from './x.ts';";
    expect(importsOf(source, join(SOURCE_ROOT, 'a.ts'))).toEqual({ httpErrors: ['NotFoundError'], local: [join(SOURCE_ROOT, 'x.ts')] });
  });

  it('no file under a decider imports an HTTP error class: they throw DomainError, the edge picks the status', () => {
    const files = filesUnderDeciders();
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.flatMap((file) =>
      importsOf(readFileSync(file, 'utf8'), file).httpErrors.map((name) => `${relative(SOURCE_ROOT, file)} imports ${name}`),
    );
    expect(offenders).toEqual([]);
  });
});

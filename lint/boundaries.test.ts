import { describe, expect, it } from 'vitest';
import { ruleMessages } from './rule-messages.ts';

/** The boundary messages ESLint gives `source` as if it were the file at `filePath`. */
const boundaryErrors = (filePath: string, source: string) =>
  ruleMessages('@typescript-eslint/no-restricted-imports', filePath, `${source}\nexport const used = imported;\n`);

const importing = (specifier: string) => `import { imported } from '${specifier}';`;

describe('the import boundaries', () => {
  it.each([
    ['frontend/src/lib/example.ts', '@sankofa/events'],
    ['frontend/src/lib/example.ts', '@sankofa/query-api'],
    ['command-api/src/chat/example.ts', '@sankofa/projections'],
    ['command-api/src/chat/example.ts', '@sankofa/projections/matches'],
    ['command-api/src/chat/example.ts', '@sankofa/query-api/matches'],
    ['command-api/src/chat/example.test.ts', '@sankofa/query-api'],
    ['query-api/src/matches/example.ts', '@sankofa/command-api/chat'],
    ['query-api/src/matches/example.ts', '@sankofa/projections'],
    ['query-api/src/matches/example.ts', '@sankofa/projections/testing'],
    ['projections/src/matches/example.ts', '@sankofa/query-api'],
    ['events/src/example.ts', '@sankofa/server-kit'],
    ['contracts/src/example.ts', '@sankofa/events'],
    ['server-kit/src/example.ts', '@sankofa/projections'],
    ['command-api/src/chat/example.ts', '../../../projections/src/matches/rows.ts'],
    ['server-kit/src/example.ts', '@sankofa/adapters/media'],
    ['adapters/src/media/example.ts', '@sankofa/events'],
    ['adapters/src/media/example.ts', '@sankofa/contracts'],
    ['frontend/src/lib/example.ts', '@sankofa/adapters/media'],
    ['contracts/src/example.ts', '@sankofa/adapters/payments'],
    ['command-api/src/chat/example.ts', '@sankofa/adapters/push'],
    ['projections/src/matches/example.ts', '@sankofa/adapters/media'],
    ['query-api/src/matches/example.ts', '@sankofa/adapters/payments'],
    ['query-api/src/media/example.ts', '@sankofa/adapters/media/testing'],
    ['query-api/src/media/example.ts', '../../../adapters/src/media/storage.ts'],
  ])('fail %s importing %s', async (filePath, specifier) => {
    expect(await boundaryErrors(filePath, importing(specifier))).toHaveLength(1);
  });

  it.each([
    ['frontend/src/lib/example.ts', '@sankofa/contracts'],
    ['command-api/src/chat/example.ts', '@sankofa/events'],
    ['command-api/src/chat/example.ts', '@sankofa/server-kit'],
    ['query-api/src/matches/example.ts', '@sankofa/projections/matches'],
    ['query-api/src/example.ts', '@sankofa/projections/signals'],
    ['query-api/src/matches/example.test.ts', '@sankofa/command-api/chat'],
    ['query-api/src/testing/example.ts', '@sankofa/projections'],
    ['events/src/postgres/example.test.ts', '@sankofa/server-kit/testing'],
    ['bin/example.ts', '@sankofa/command-api/chat'],
    ['adapters/src/media/example.ts', '@sankofa/server-kit'],
    ['adapters/src/media/example.test.ts', '@sankofa/server-kit/testing'],
    ['command-api/src/chat/example.ts', '@sankofa/adapters/translation'],
    ['command-api/src/media/example.test.ts', '@sankofa/adapters/media/testing'],
    ['projections/src/push-notifier/example.ts', '@sankofa/adapters/push'],
    ['query-api/src/media/example.ts', '@sankofa/adapters/media'],
    ['query-api/src/push/example.test.ts', '@sankofa/adapters/push'],
    ['bin/example.ts', '@sankofa/adapters/payments'],
  ])('let %s import %s', async (filePath, specifier) => {
    expect(await boundaryErrors(filePath, importing(specifier))).toEqual([]);
  });
});

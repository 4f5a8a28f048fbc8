import { describe, expect, it } from 'vitest';
import { ruleMessages } from './rule-messages.ts';

const apiPathReports = (filePath: string, source: string) => ruleMessages('sankofa-routes/no-api-path-literals', filePath, `${source}\n`);

describe('route paths are written once, in their contracts', () => {
  it.each([
    ['frontend/src/features/games/api/get-game.ts', "export const path = '/api/games';"],
    ['frontend/src/features/games/api/get-game.ts', 'export const path = (id: string) => `/api/games/${id}`;'],
    ['command-api/src/games/routes.ts', "router.post('/api/games/create', handler);"],
    ['query-api/src/games/routes.ts', "router.get('/api', handler);"],
  ])('fail %s: %s', async (filePath, source) => {
    expect(await apiPathReports(filePath, source)).toHaveLength(1);
  });

  it.each([
    ['contracts/src/games.ts', "export const path = '/api/games';"],
    ['query-api/src/games/games-api.test.ts', "await request.get('/api/games');"],
    ['frontend/src/app/router.tsx', "export const path = '/games';"],
    ['frontend/src/features/games/api/get-game.ts', "export const key = 'api/games';"],
  ])('pass %s: %s', async (filePath, source) => {
    expect(await apiPathReports(filePath, source)).toEqual([]);
  });
});

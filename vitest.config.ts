import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./vitest.setup.ts'],
    include: ['{lint,bin,events,contracts,server-kit,adapters,command-api,projections,query-api,frontend,e2e}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // expect.poll waits for what arrives asynchronously (a projection, a screen): 1 s, its default, is short on a loaded machine.
    expect: { poll: { timeout: 15_000 } },
    pool: 'forks',
    // Journeys and API tests mostly wait (on the browser, the app, PostgreSQL): twice the cores keeps both busy.
    maxWorkers: Math.max(4, 2 * availableParallelism()),
  },
});

import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './vitest.workers.ts';

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
    maxWorkers: TEST_WORKERS,
  },
});

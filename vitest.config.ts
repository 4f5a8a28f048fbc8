import { defineConfig } from 'vitest/config';
import { JourneysFirst } from './vitest.sequencer.ts';
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
    // A worker keeps the modules it has loaded for its next file: loading the app again for each file cost more than the tests themselves.
    isolate: false,
    sequence: { sequencer: JourneysFirst },
    maxWorkers: TEST_WORKERS,
  },
});

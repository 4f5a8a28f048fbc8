import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import type { Config } from '@sankofa/server-kit';
import { startApp, type RunningApp } from '../bin/app.ts';

/**
 * The whole app, as `npm start` runs it, on a fresh database of the test run's PostgreSQL, with
 * a small demo community. It serves the frontend that `npm test` builds before the tests run.
 */
export const startAppUnderTest = async (
  options: { demoCommunitySize?: number; databaseUrl?: string; config?: Partial<Config>; projectionsThreadEntry?: URL } = {},
): Promise<RunningApp> =>
  startApp({
    port: 0,
    projectionsThreadEntry: options.projectionsThreadEntry,
    databaseUrl: options.databaseUrl ?? (await createTestDatabase()),
    config: {
      dataDir: await mkdtemp(path.join(tmpdir(), 'sankofa-e2e-')),
      LOG_LEVEL: 'silent',
      DEMO_COMMUNITY: options.demoCommunitySize !== undefined,
      DEMO_COMMUNITY_SIZE: options.demoCommunitySize ?? 0,
      // The community's likes back and replies would surprise other journeys: on where a journey asks for them.
      DEMO_COMMUNITY_REACTS: false,
      // A journey asserts what the app answers, not how loaded the test machine is: neither its event-loop lag nor its slow reads shed.
      MAX_EVENT_LOOP_DELAY_MS: 0,
      TARGET_READ_LATENCY_MS: 0,
      ...options.config,
    },
  });

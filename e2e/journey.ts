import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import type { RunningApp } from '../bin/app.ts';
import { startAppUnderTest } from './app-under-test.ts';
import { launchBrowser } from './browser.ts';

/** What a journey runs against, there from its `beforeAll` on. */
export interface Journey {
  readonly app: RunningApp;
  readonly browser: Browser;
  /** The app's database, for journeys that reach into it (an admin, the log itself). */
  readonly databaseUrl: string;
}

/**
 * Starts the app and the browser before the file's journeys and closes both after them.
 * `app` and `browser` pass their options on to `startAppUnderTest` and `launchBrowser`.
 */
export function journeyUnderTest(options: { app?: Parameters<typeof startAppUnderTest>[0]; browser?: Parameters<typeof launchBrowser>[0]; timeout?: number } = {}): Journey {
  const journey = {} as { app: RunningApp; browser: Browser; databaseUrl: string };
  const startApp = async () => {
    journey.databaseUrl = options.app?.databaseUrl ?? (await createTestDatabase());
    return startAppUnderTest({ ...options.app, databaseUrl: journey.databaseUrl });
  };
  beforeAll(async () => {
    [journey.app, journey.browser] = await Promise.all([startApp(), launchBrowser(options.browser)]);
  }, options.timeout);
  afterAll(async () => {
    await journey.browser?.close();
    await journey.app?.stop();
  });
  return journey;
}

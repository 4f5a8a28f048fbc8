import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { startApp, type RunningApp } from '../bin/app.ts';

/**
 * The whole app, as `npm start` runs it, on a fresh database of the test run's PostgreSQL.
 * It serves the frontend that `npm test` builds before the tests run.
 */
export const startAppUnderTest = async (): Promise<RunningApp> =>
  startApp({
    port: 0,
    databaseUrl: await createTestDatabase(),
    dataDir: await mkdtemp(path.join(tmpdir(), 'sankofa-e2e-')),
    logLevel: 'silent',
  });

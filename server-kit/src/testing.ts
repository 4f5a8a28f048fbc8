import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDatabase } from './database.ts';

/**
 * One embedded server per test run (started by the vitest global setup, see `vitest.setup.ts`),
 * one fresh database per test file.
 */
export const createTestDatabase = async (): Promise<string> => {
  const serverUrl = process.env.TEST_POSTGRES_URL;
  if (!serverUrl) throw new Error('TEST_POSTGRES_URL is not set: run the tests with vitest from the project root');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return withDatabase(serverUrl, name);
};

import type pg from 'pg';
import { migrateRateLimits } from './rate-limits/migrate.ts';

/** The write side's own tables; everything else it knows lives in the event log. */
export const migrateCommandApi = async (pool: pg.Pool): Promise<void> => {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS idempotency_keys (
      scope text NOT NULL,
      method text NOT NULL,
      path text NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      state text NOT NULL CHECK (state IN ('pending', 'completed')),
      status integer,
      headers jsonb,
      body jsonb,
      locked_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      PRIMARY KEY (scope, method, path, key)
    )`);
  await migrateRateLimits(pool);
};

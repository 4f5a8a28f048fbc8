import type pg from 'pg';
import { migrateUnderLock } from '@sankofa/events';
import { migrateRateLimits } from './rate-limits/migrate.ts';

/** The write side's own tables; everything else it knows lives in the event log. Locked: the constraint is dropped and re-added. */
export const migrateCommandApi = async (pool: pg.Pool): Promise<void> => {
  await migrateUnderLock(pool, 'command-api', `
    CREATE TABLE IF NOT EXISTS idempotency_keys (
      scope text NOT NULL,
      method text NOT NULL,
      path text NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      state text NOT NULL,
      status integer,
      headers jsonb,
      body jsonb,
      locked_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      PRIMARY KEY (scope, method, path, key)
    );
    -- Records expire after a day (issue 7, item 9): a sweep deletes them by age.
    ALTER TABLE idempotency_keys ADD COLUMN IF NOT EXISTS created_at timestamptz NOT NULL DEFAULT now();
    CREATE INDEX IF NOT EXISTS idempotency_keys_created_at ON idempotency_keys (created_at);
    -- 'succeeded': the command ran but its response could not be kept, so the key never runs again.
    ALTER TABLE idempotency_keys DROP CONSTRAINT IF EXISTS idempotency_keys_state_check;
    ALTER TABLE idempotency_keys ADD CONSTRAINT idempotency_keys_state_check CHECK (state IN ('pending', 'completed', 'succeeded'))`);
  await migrateRateLimits(pool);
};

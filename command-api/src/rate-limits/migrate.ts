import type pg from 'pg';
import { migrateUnderLock } from '@sankofa/events';

export const RATE_LIMITS_TABLE = 'rate_limits';

/**
 * The counters' table, in the layout RateLimiterPostgres reads and writes (`key`, `points`,
 * `expire` in epoch milliseconds). Created here, once, rather than by the library at start-up:
 * under an advisory lock, so instances starting together do not race to create it.
 *
 * UNLOGGED: a counted request then costs an upsert without a WAL flush (about 0.5 ms rather than
 * 4 ms on a busy small machine, as much as the command's own append). The price: PostgreSQL empties
 * the table after a crash (not after a clean restart), and streaming replicas do not copy it, so
 * a crash or a failover gives everyone a fresh allowance once, which a limit can afford.
 */
export const migrateRateLimits = (pool: pg.Pool): Promise<void> =>
  migrateUnderLock(
    pool,
    'rate-limits',
    `CREATE UNLOGGED TABLE IF NOT EXISTS ${RATE_LIMITS_TABLE} (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )`,
  );

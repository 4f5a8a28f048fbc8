import type pg from 'pg';
import { migrateUnderLock } from '@sankofa/events';

/**
 * The query side's own tables: presence is not a fact worth the log (a connection opening and
 * closing), but every query-api instance must see every other's, so it lives in PostgreSQL.
 * `live_presence`: each instance's open `/ws` connections per member, heartbeated; a row not
 * heartbeated for a while belongs to an instance that died. `member_activity`: when each member
 * was last connected.
 */
const migratePresence = (pool: pg.Pool): Promise<void> =>
  migrateUnderLock(
    pool,
    'query-api',
    `CREATE TABLE IF NOT EXISTS live_presence (
      instance_id text NOT NULL,
      member_id text NOT NULL,
      connections integer NOT NULL,
      seen_at timestamptz NOT NULL,
      PRIMARY KEY (instance_id, member_id)
    );
    CREATE INDEX IF NOT EXISTS live_presence_by_member ON live_presence (member_id);
    CREATE TABLE IF NOT EXISTS member_activity (
      member_id text PRIMARY KEY,
      last_active_at timestamptz NOT NULL
    );`,
  );

const migrated = new WeakMap<pg.Pool, Promise<void>>();

/** Once per pool, by whichever reader or writer of presence comes first (the entry points need not know); a failure is tried again next time. */
export const presenceTables = (pool: pg.Pool): Promise<void> => {
  let done = migrated.get(pool);
  if (!done) {
    done = migratePresence(pool).catch((error: unknown) => {
      migrated.delete(pool);
      throw error;
    });
    migrated.set(pool, done);
  }
  return done;
};

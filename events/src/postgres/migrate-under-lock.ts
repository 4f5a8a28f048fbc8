import type pg from 'pg';

/**
 * Runs `sql` (idempotent DDL) in one transaction holding the advisory lock `sankofa.migrate.<name>`:
 * processes starting together migrate one after another instead of racing to create the same
 * tables, and a failed migration leaves nothing half done.
 */
export const migrateUnderLock = async (pool: pg.Pool, name: string, sql: string): Promise<void> => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`sankofa.migrate.${name}`]);
    await client.query(sql);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
};

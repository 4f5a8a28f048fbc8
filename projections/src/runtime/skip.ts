import type pg from 'pg';

/**
 * Passes the one event a build failed on, reviewed as unfixable (and audited by the caller):
 * its checkpoint moves onto that event, so the next worker goes on with the event after it. Only
 * when the build is failed at exactly this position; false otherwise. The events before it were
 * committed when the failure was recorded, so nothing else is left out.
 */
export const skipFailedEvent = async (pool: pg.Pool, name: string, position: string): Promise<boolean> => {
  const { rowCount } = await pool.query(
    `UPDATE projection_checkpoints
     SET position = failed_position, state = CASE WHEN active THEN 'running' ELSE 'rebuilding' END, failed_position = NULL,
         failed_event_id = NULL, failed_event_type = NULL, failed_error = NULL, failed_stream = NULL, updated_at = now()
     WHERE name = $1 AND state = 'failed' AND failed_position = $2`,
    [name, position],
  );
  return rowCount === 1;
};

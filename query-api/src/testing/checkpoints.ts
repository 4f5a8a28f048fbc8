import type pg from 'pg';
import { encodePosition } from '@sankofa/events';
import { CHECKPOINTS_CHANNEL } from '@sankofa/projections';

/** Moves a checkpoint as the projection runtime does: the row, then a NOTIFY after the commit. */
export const setCheckpoint = async (pool: pg.Pool, name: string, position: string | null, state = 'running') => {
  await pool.query(
    `INSERT INTO projection_checkpoints (name, schema_name, version, position, state, active) VALUES ($1, $1 || '_v1', 1, $2, $3, true)
     ON CONFLICT (name, schema_name) DO UPDATE SET position = EXCLUDED.position, state = EXCLUDED.state`,
    [name, position, state],
  );
  await pool.query('SELECT pg_notify($1, $2)', [CHECKPOINTS_CHANNEL, position ?? 'start']);
};

/** A log position in one transaction, by its sequence number. */
export const positionAt = (sequence: number) => encodePosition('1000', String(sequence));

import type pg from 'pg';
import { unlessTableMissing } from '../table-missing.ts';

/** Where a build of a projector stopped: the event it could not apply. */
export interface BuildFailure {
  schemaName: string;
  version: number;
  position: string;
  eventId: string | null;
  eventType: string | null;
  stream: string | null;
}

export interface ProjectorBuilds {
  /** Some instance has built (or started building) it: the name is a projector of the app. */
  known: boolean;
  failures: BuildFailure[];
}

/**
 * What the console's write side needs to know of a projector before asking for an operation,
 * read from the runtime's checkpoints (the runtime's own bookkeeping, not a read model).
 */
export const projectorBuilds = (pool: pg.Pool, name: string): Promise<ProjectorBuilds> =>
  unlessTableMissing(async () => {
    const { rows } = await pool.query<{ schema_name: string; version: number; state: string; failed_position: string | null; failed_event_id: string | null; failed_event_type: string | null; failed_stream: string | null }>(
      `SELECT schema_name, version, state, failed_position, failed_event_id, failed_event_type, failed_stream FROM projection_checkpoints WHERE name = $1`,
      [name],
    );
    const failures = rows
      .filter((row) => row.state === 'failed' && row.failed_position !== null)
      .map((row) => ({ schemaName: row.schema_name, version: row.version, position: row.failed_position!, eventId: row.failed_event_id, eventType: row.failed_event_type, stream: row.failed_stream }));
    return { known: rows.length > 0, failures };
  }, { known: false, failures: [] });

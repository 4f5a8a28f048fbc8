import type pg from 'pg';
import { migrateUnderLock } from '@sankofa/events';

/** The PostgreSQL channel notified (after commit) each time a projector's checkpoint moves or its build fails. */
export const CHECKPOINTS_CHANNEL = 'sankofa_checkpoints';

export type PersistedState = 'running' | 'stopped' | 'rebuilding' | 'failed' | 'catching_up';

/** One build of a projector: the active one serves queries, at most one other is being rebuilt. */
export interface BuildRow {
  name: string;
  schemaName: string;
  version: number;
  /** The last event applied, or skipped as unhandled; null before the first. */
  position: string | null;
  lastEventAt: Date | null;
  state: PersistedState;
  active: boolean;
  leaseOwner: string | null;
  leaseExpiresAt: Date | null;
  leaseHeld: boolean;
  failedPosition: string | null;
  failedEventId: string | null;
  failedEventType: string | null;
  failedError: string | null;
  failedStream: string | null;
  startedAt: Date;
  updatedAt: Date;
}

const MIGRATION = `
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  name text NOT NULL,
  schema_name text NOT NULL,
  version integer NOT NULL,
  position text COLLATE "C",
  last_event_at timestamptz,
  state text NOT NULL CHECK (state IN ('running', 'stopped', 'rebuilding', 'failed', 'catching_up')),
  active boolean NOT NULL DEFAULT false,
  lease_owner text,
  lease_expires_at timestamptz,
  failed_position text,
  failed_event_id text,
  failed_event_type text,
  failed_error text,
  started_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (name, schema_name)
);
CREATE UNIQUE INDEX IF NOT EXISTS projection_checkpoints_one_active ON projection_checkpoints (name) WHERE active;
CREATE UNIQUE INDEX IF NOT EXISTS projection_checkpoints_one_rebuild ON projection_checkpoints (name) WHERE NOT active;
-- The console shows the failing event's stream (issue 13); builds that failed before have none.
ALTER TABLE projection_checkpoints ADD COLUMN IF NOT EXISTS failed_stream text;
-- Each running runtime's heartbeat (issue 24): the projectors are shared out among the live ones.
CREATE TABLE IF NOT EXISTS projection_workers (
  instance_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
`;

/** Creates the checkpoint table; safe to run from several processes at once. */
export const migrateProjections = (pool: pg.Pool): Promise<void> => migrateUnderLock(pool, 'projections', MIGRATION);

export const ROW_COLUMNS = `name, schema_name, version, position, last_event_at, state, active, lease_owner,
  lease_expires_at, coalesce(lease_expires_at > now(), false) AS lease_held, failed_position, failed_event_id,
  failed_event_type, failed_error, failed_stream, started_at, updated_at`;

interface RawRow {
  name: string;
  schema_name: string;
  version: number;
  position: string | null;
  last_event_at: Date | null;
  state: PersistedState;
  active: boolean;
  lease_owner: string | null;
  lease_expires_at: Date | null;
  lease_held: boolean;
  failed_position: string | null;
  failed_event_id: string | null;
  failed_event_type: string | null;
  failed_error: string | null;
  failed_stream: string | null;
  started_at: Date;
  updated_at: Date;
}

export const toBuildRow = (row: RawRow): BuildRow => ({
  name: row.name,
  schemaName: row.schema_name,
  version: row.version,
  position: row.position,
  lastEventAt: row.last_event_at,
  state: row.state,
  active: row.active,
  leaseOwner: row.lease_owner,
  leaseExpiresAt: row.lease_expires_at,
  leaseHeld: row.lease_held,
  failedPosition: row.failed_position,
  failedEventId: row.failed_event_id,
  failedEventType: row.failed_event_type,
  failedError: row.failed_error,
  failedStream: row.failed_stream,
  startedAt: row.started_at,
  updatedAt: row.updated_at,
});

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

export const loadBuilds = async (db: Queryable, names: readonly string[], forUpdate = false): Promise<BuildRow[]> => {
  const { rows } = await db.query<RawRow>(
    `SELECT ${ROW_COLUMNS} FROM projection_checkpoints WHERE name = ANY($1::text[])
     ORDER BY name, active DESC${forUpdate ? ' FOR UPDATE' : ''}`,
    [names],
  );
  return rows.map(toBuildRow);
};

export const insertBuild = async (
  tx: pg.PoolClient,
  build: { name: string; schemaName: string; version: number; state: PersistedState; active: boolean; position: string | null; leaseOwner?: string; leaseSeconds?: number },
): Promise<void> => {
  await tx.query(
    `INSERT INTO projection_checkpoints (name, schema_name, version, state, active, position, lease_owner, lease_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7::text, CASE WHEN $7::text IS NULL THEN NULL ELSE now() + make_interval(secs => $8) END)`,
    [build.name, build.schemaName, build.version, build.state, build.active, build.position, build.leaseOwner ?? null, build.leaseSeconds ?? 0],
  );
};

export const deleteBuild = async (tx: Queryable, name: string, schemaName: string): Promise<void> => {
  await tx.query('DELETE FROM projection_checkpoints WHERE name = $1 AND schema_name = $2', [name, schemaName]);
};

/** Serialises schema changes of one projector (bootstrap, rebuild start, switch, reset) across instances. */
export const lockProjector = async (tx: pg.PoolClient, name: string): Promise<void> => {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('sankofa.projection.' || $1))`, [name]);
};

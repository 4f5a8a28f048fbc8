import type pg from 'pg';
import { replaySchemaName } from '../projector.ts';
import { listTables } from '../runtime/schemas.ts';

/**
 * Time-travel builds asked for from the admin area, in a table so that the process that builds (the one that
 * took the POST) and the one that answers the polling GETs need not be the same.
 */
const TABLE = `CREATE TABLE IF NOT EXISTS time_travel_builds_v1 (
  id uuid PRIMARY KEY,
  projector text NOT NULL,
  as_of text,
  status text NOT NULL,
  events int NOT NULL DEFAULT 0,
  position text,
  error text,
  requested_by text NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now()
)`;

type TimeTravelBuildStatus = 'building' | 'done' | 'failed';

/** A build as the admin area shows it: the wire's `TimeTravelBuild`, which the routes check it against. */
export interface TimeTravelBuildView {
  id: string;
  projector: string;
  asOf: string | null;
  status: TimeTravelBuildStatus;
  events: number;
  position: string | null;
  error: string | null;
  tables: { table: string; rows: number }[];
  replaced: boolean;
  startedAt: string;
}

let created: Promise<unknown> | undefined;
export const ensureBuildsTable = (pool: pg.Pool): Promise<unknown> => (created ??= pool.query(TABLE).catch((error: unknown) => ((created = undefined), Promise.reject(error))));

interface BuildRow {
  id: string;
  projector: string;
  as_of: string | null;
  status: TimeTravelBuildStatus;
  events: number;
  position: string | null;
  error: string | null;
  started_at: Date;
  latest: boolean;
}

export const insertBuild = async (pool: pg.Pool, build: { id: string; projector: string; asOf: string | null; requestedBy: string }) => {
  await ensureBuildsTable(pool);
  await pool.query(`INSERT INTO time_travel_builds_v1 (id, projector, as_of, status, requested_by) VALUES ($1, $2, $3, 'building', $4)`, [build.id, build.projector, build.asOf, build.requestedBy]);
};

export const updateBuild = (pool: pg.Pool, id: string, change: { status?: TimeTravelBuildStatus; events?: number; position?: string | null; error?: string }) =>
  pool.query(
    `UPDATE time_travel_builds_v1 SET status = coalesce($2, status), events = coalesce($3, events), position = coalesce($4, position), error = coalesce($5, error) WHERE id = $1`,
    [id, change.status ?? null, change.events ?? null, change.position ?? null, change.error ?? null],
  );

/** The build, with whether it is still what its projector's scratch schema holds. */
export const loadBuild = async (pool: pg.Pool, id: string): Promise<BuildRow | null> => {
  await ensureBuildsTable(pool);
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const { rows } = await pool.query<BuildRow>(
    `SELECT b.*, NOT EXISTS (SELECT 1 FROM time_travel_builds_v1 later WHERE later.projector = b.projector AND later.started_at > b.started_at) AS latest
     FROM time_travel_builds_v1 b WHERE b.id = $1`,
    [id],
  );
  return rows[0] ?? null;
};

export const buildView = async (pool: pg.Pool, row: BuildRow): Promise<TimeTravelBuildView> => {
  const schema = replaySchemaName(row.projector);
  const tables = [];
  if (row.status === 'done' && row.latest) {
    for (const table of await listTables(pool, schema)) {
      const { rows } = await pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM "${schema}"."${table}"`);
      tables.push({ table, rows: rows[0]?.count ?? 0 });
    }
  }
  return {
    id: row.id,
    projector: row.projector,
    asOf: row.as_of,
    status: row.status,
    events: row.events,
    position: row.position,
    error: row.error,
    tables,
    replaced: !row.latest,
    startedAt: row.started_at.toISOString(),
  };
};

import type pg from 'pg';
import { migrateUnderLock } from '@sankofa/events';

/**
 * Operations an admin asks of the projectors (issue 13, item 6). The console's write side (in
 * command-api) records a request here, any projection runtime instance picks it up, reports its
 * progress on the row and finishes it, and the console's read side shows the rows. Here, in the
 * plumbing, because all three packages share the table and none may import another.
 */
export const OPERATION_KINDS = ['rebuild', 'retry', 'skip'] as const;
export type OperationKind = (typeof OPERATION_KINDS)[number];
export type OperationStatus = 'requested' | 'running' | 'done' | 'failed';

export interface ProjectionOperation {
  id: string;
  projector: string;
  kind: OperationKind;
  status: OperationStatus;
  requestedBy: string;
  reason: string | null;
  /** skip: the position of the failing event to pass. */
  position: string | null;
  /** skip: where the audit event (ProjectorEventSkipped) is in the log. */
  auditPosition: string | null;
  /** rebuild: the build being written and how far it got. */
  phase: string | null;
  events: number;
  totalEvents: number | null;
  schemaName: string | null;
  version: number | null;
  message: string | null;
  claimedBy: string | null;
  requestedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

const MIGRATION = `
CREATE TABLE IF NOT EXISTS projection_operations (
  id bigserial PRIMARY KEY,
  projector text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('rebuild', 'retry', 'skip')),
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'running', 'done', 'failed')),
  requested_by text NOT NULL,
  reason text,
  position text COLLATE "C",
  audit_position text,
  phase text,
  events bigint NOT NULL DEFAULT 0,
  total_events bigint,
  schema_name text,
  version integer,
  message text,
  claimed_by text,
  requested_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  heartbeat_at timestamptz,
  finished_at timestamptz
);
CREATE UNIQUE INDEX IF NOT EXISTS projection_operations_one_open ON projection_operations (projector) WHERE status IN ('requested', 'running');
`;

let migrated: WeakMap<pg.Pool, Promise<void>> = new WeakMap();

/** Creates the table once per pool; safe from several processes at once. */
export const migrateProjectionOperations = (pool: pg.Pool): Promise<void> => {
  let done = migrated.get(pool);
  if (!done) {
    done = migrateUnderLock(pool, 'projection_operations', MIGRATION);
    done.catch(() => (migrated = new WeakMap()));
    migrated.set(pool, done);
  }
  return done;
};

const COLUMNS = `id::text, projector, kind, status, requested_by, reason, position, audit_position, phase, events::int, total_events::int,
  schema_name, version, message, claimed_by, requested_at, started_at, finished_at`;

interface RawOperation {
  id: string;
  projector: string;
  kind: OperationKind;
  status: OperationStatus;
  requested_by: string;
  reason: string | null;
  position: string | null;
  audit_position: string | null;
  phase: string | null;
  events: number;
  total_events: number | null;
  schema_name: string | null;
  version: number | null;
  message: string | null;
  claimed_by: string | null;
  requested_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

const toOperation = (row: RawOperation): ProjectionOperation => ({
  id: row.id,
  projector: row.projector,
  kind: row.kind,
  status: row.status,
  requestedBy: row.requested_by,
  reason: row.reason,
  position: row.position,
  auditPosition: row.audit_position,
  phase: row.phase,
  events: row.events,
  totalEvents: row.total_events,
  schemaName: row.schema_name,
  version: row.version,
  message: row.message,
  claimedBy: row.claimed_by,
  requestedAt: row.requested_at,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
});

export interface OperationRequest {
  projector: string;
  kind: OperationKind;
  requestedBy: string;
  reason?: string | null;
  position?: string | null;
  auditPosition?: string | null;
}

/** The new request, or null when the projector already has one requested or running. */
export const requestOperation = async (pool: pg.Pool, request: OperationRequest): Promise<ProjectionOperation | null> => {
  await migrateProjectionOperations(pool);
  const { rows } = await pool.query<RawOperation>(
    `INSERT INTO projection_operations (projector, kind, requested_by, reason, position, audit_position) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (projector) WHERE status IN ('requested', 'running') DO NOTHING RETURNING ${COLUMNS}`,
    [request.projector, request.kind, request.requestedBy, request.reason ?? null, request.position ?? null, request.auditPosition ?? null],
  );
  return rows[0] ? toOperation(rows[0]) : null;
};

/** The latest operations, newest first. */
export const recentOperations = async (pool: pg.Pool, limit = 20): Promise<ProjectionOperation[]> => {
  await migrateProjectionOperations(pool);
  const { rows } = await pool.query<RawOperation>(`SELECT ${COLUMNS} FROM projection_operations ORDER BY id DESC LIMIT $1`, [limit]);
  return rows.map(toOperation);
};

/** A running operation whose instance stopped reporting this long ago is taken over by another. */
const ABANDONED_AFTER_SECONDS = 30;

/** Takes the oldest open operation of these projectors for `instance`; null when there is none. */
export const claimOperation = async (pool: pg.Pool, projectors: readonly string[], instance: string): Promise<ProjectionOperation | null> => {
  const { rows } = await pool.query<RawOperation>(
    `UPDATE projection_operations SET status = 'running', claimed_by = $2, started_at = coalesce(started_at, now()), heartbeat_at = now()
     WHERE id = (SELECT id FROM projection_operations
                 WHERE projector = ANY($1::text[])
                   AND (status = 'requested' OR (status = 'running' AND heartbeat_at < now() - make_interval(secs => $3)))
                 ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING ${COLUMNS}`,
    [projectors, instance, ABANDONED_AFTER_SECONDS],
  );
  return rows[0] ? toOperation(rows[0]) : null;
};

export interface OperationProgress {
  phase: string;
  events: number;
  totalEvents?: number | null;
  schemaName?: string | null;
  version?: number | null;
}

/** Also the heartbeat that keeps another instance from taking the operation over. */
export const reportOperationProgress = async (pool: pg.Pool, id: string, progress: OperationProgress): Promise<void> => {
  await pool.query(
    `UPDATE projection_operations SET phase = $2, events = $3, total_events = coalesce($4, total_events), schema_name = coalesce($5, schema_name),
       version = coalesce($6, version), heartbeat_at = now() WHERE id = $1 AND status = 'running'`,
    [id, progress.phase, progress.events, progress.totalEvents ?? null, progress.schemaName ?? null, progress.version ?? null],
  );
};

export const finishOperation = async (pool: pg.Pool, id: string, outcome: { status: 'done' | 'failed'; message: string }): Promise<void> => {
  await pool.query(`UPDATE projection_operations SET status = $2, message = $3, finished_at = now(), heartbeat_at = now() WHERE id = $1`, [
    id,
    outcome.status,
    outcome.message,
  ]);
};

/** Hands an operation back (its instance is stopping) so that another instance takes it at once. */
export const releaseOperation = async (pool: pg.Pool, id: string): Promise<void> => {
  await pool.query(`UPDATE projection_operations SET status = 'requested', claimed_by = NULL WHERE id = $1 AND status = 'running'`, [id]);
};

/** Whether the projector has an operation requested or running (only one at a time). */
export const hasOpenOperation = async (pool: pg.Pool, projector: string): Promise<boolean> => {
  await migrateProjectionOperations(pool);
  const { rows } = await pool.query(`SELECT 1 FROM projection_operations WHERE projector = $1 AND status IN ('requested', 'running')`, [projector]);
  return rows.length > 0;
};

/** The operation as the console's wire shows it: ISO times, and a rebuild's percentage. */
export const operationView = (operation: ProjectionOperation) => ({
  id: operation.id,
  projector: operation.projector,
  kind: operation.kind,
  status: operation.status,
  requestedBy: operation.requestedBy,
  reason: operation.reason,
  position: operation.position,
  phase: operation.phase,
  events: operation.events,
  totalEvents: operation.totalEvents,
  percent:
    operation.kind !== 'rebuild' || operation.totalEvents === null
      ? null
      : operation.status === 'done' || operation.totalEvents === 0
        ? 100
        : Math.min(99, Math.floor((operation.events / operation.totalEvents) * 100)),
  schemaName: operation.schemaName,
  version: operation.version,
  message: operation.message,
  requestedAt: operation.requestedAt.toISOString(),
  finishedAt: operation.finishedAt?.toISOString() ?? null,
});

import pg from 'pg';
import { ROW_COLUMNS, toBuildRow, type BuildRow } from './checkpoints.ts';

/**
 * A lease gives one worker (an instance id plus a per-worker suffix, so two workers of the same
 * process never mistake each other's lease for their own) the right to write one build. Every
 * checkpoint write checks the owner, so a worker that lost its lease cannot commit.
 */
export class LeaseLostError extends Error {
  override readonly name = 'LeaseLostError';
  constructor(build: string, owner: string) {
    super(`${owner} no longer holds the lease on ${build}`);
  }
}

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** The build row when the lease is free, expired or already ours; null when another worker holds it. */
export const acquireLease = async (
  db: Queryable,
  build: { name: string; schemaName: string },
  owner: string,
  leaseSeconds: number,
): Promise<BuildRow | null> => {
  const { rows } = await db.query(
    `UPDATE projection_checkpoints
     SET lease_owner = $3, lease_expires_at = now() + make_interval(secs => $4), updated_at = now()
     WHERE name = $1 AND schema_name = $2 AND state <> 'failed'
       AND (lease_owner IS NULL OR lease_owner = $3 OR lease_expires_at < now())
     RETURNING ${ROW_COLUMNS}`,
    [build.name, build.schemaName, owner, leaseSeconds],
  );
  return rows[0] ? toBuildRow(rows[0]) : null;
};

/** Takes the lease whoever holds it: the holder's next checkpoint write fails and it stops. */
export const stealLease = async (db: Queryable, build: { name: string; schemaName: string }, owner: string, leaseSeconds: number): Promise<void> => {
  await db.query(
    `UPDATE projection_checkpoints SET lease_owner = $3, lease_expires_at = now() + make_interval(secs => $4), updated_at = now()
     WHERE name = $1 AND schema_name = $2`,
    [build.name, build.schemaName, owner, leaseSeconds],
  );
};

export const releaseLease = async (db: Queryable, build: { name: string; schemaName: string }, owner: string): Promise<void> => {
  await db.query(
    `UPDATE projection_checkpoints SET lease_owner = NULL, lease_expires_at = NULL, updated_at = now()
     WHERE name = $1 AND schema_name = $2 AND lease_owner = $3`,
    [build.name, build.schemaName, owner],
  );
};

/**
 * Opens a transaction with `begin` and, in the same round trip, fails it unless `owner` still
 * holds an unexpired lease: for writes that move no checkpoint (a reactor's claims), so a worker
 * that lost its lease cannot act beside the new holder. The names are interpolated as literals
 * because a multi-statement round trip takes no parameters.
 */
export const beginHoldingLease =
  (begin: string, build: { name: string; schemaName: string }, owner: string) =>
  async (tx: pg.PoolClient): Promise<void> => {
    const held = `SELECT 1 FROM public.projection_checkpoints WHERE name = ${pg.escapeLiteral(build.name)} AND schema_name = ${pg.escapeLiteral(build.schemaName)}
      AND lease_owner = ${pg.escapeLiteral(owner)} AND lease_expires_at > now()`;
    const results = (await tx.query(`${begin}; ${held}`)) as unknown as pg.QueryResult[];
    if (results.at(-1)?.rowCount !== 1) throw new LeaseLostError(build.schemaName, owner);
  };

interface KeptLease {
  build: { name: string; schemaName: string };
  owner: string;
  onLost: () => void;
}

const keyOf = (name: string, schemaName: string, owner: string) => `${name}\0${schemaName}\0${owner}`;

/** Renews `leases` in one statement; resolves to those no longer held (taken, or expired away). */
const renewAll = async (pool: pg.Pool, leases: readonly KeptLease[], leaseSeconds: number): Promise<KeptLease[]> => {
  const { rows } = await pool.query<{ name: string; schema_name: string; lease_owner: string }>({
    name: 'sankofa_renew_leases',
    text: `UPDATE projection_checkpoints AS c SET lease_expires_at = now() + make_interval(secs => $4)
     FROM unnest($1::text[], $2::text[], $3::text[]) AS l(name, schema_name, owner)
     WHERE c.name = l.name AND c.schema_name = l.schema_name AND c.lease_owner = l.owner
     RETURNING c.name, c.schema_name, c.lease_owner`,
    values: [leases.map((lease) => lease.build.name), leases.map((lease) => lease.build.schemaName), leases.map((lease) => lease.owner), leaseSeconds],
  });
  const held = new Set(rows.map((row) => keyOf(row.name, row.schema_name, row.lease_owner)));
  return leases.filter((lease) => !held.has(keyOf(lease.build.name, lease.build.schemaName, lease.owner)));
};

/** The leases a pool keeps, by their duration, each set renewed together by one timer. */
const keptByPool = new WeakMap<pg.Pool, Map<number, { leases: Set<KeptLease>; timer: NodeJS.Timeout }>>();

/**
 * Renews the lease every third of its duration, in one statement with every other lease this
 * pool keeps for as long (one a build and tick was a statement each); `onLost` fires once if it
 * was taken or expired away.
 */
export const keepLease = (pool: pg.Pool, build: { name: string; schemaName: string }, owner: string, leaseSeconds: number, onLost: () => void): { stop(): void } => {
  const byDuration = keptByPool.get(pool) ?? new Map<number, { leases: Set<KeptLease>; timer: NodeJS.Timeout }>();
  keptByPool.set(pool, byDuration);
  let kept = byDuration.get(leaseSeconds);
  if (!kept) {
    const leases = new Set<KeptLease>();
    const renew = () =>
      renewAll(pool, [...leases], leaseSeconds).then(
        (lost) => {
          for (const lease of lost.filter((lease) => leases.delete(lease))) lease.onLost();
        },
        // A failed renewal (database briefly unreachable) is retried at the next tick; the checkpoint's owner check keeps writes safe.
        () => undefined,
      );
    const timer = setInterval(() => void renew(), (leaseSeconds * 1000) / 3);
    timer.unref();
    kept = { leases, timer };
    byDuration.set(leaseSeconds, kept);
  }
  const lease: KeptLease = { build, owner, onLost };
  const { leases, timer } = kept;
  leases.add(lease);
  return {
    stop() {
      leases.delete(lease);
      if (leases.size > 0) return;
      clearInterval(timer);
      if (byDuration.get(leaseSeconds)?.leases === leases) byDuration.delete(leaseSeconds);
    },
  };
};

import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { migrateUnderLock } from '@sankofa/events';
import type { Logger } from '../logger.ts';

/**
 * The lease rows of every background scheduler, one per scheduler. Each scheduler's migration
 * runs this first, all under the one lock, so schedulers starting together do not race for it.
 */
export const migrateSchedulerLeases = (pool: pg.Pool): Promise<void> =>
  migrateUnderLock(pool, 'scheduler-leases', 'CREATE TABLE IF NOT EXISTS scheduler_leases (name text PRIMARY KEY, holder text NOT NULL, expires_at timestamptz NOT NULL)');

/** What every scheduler run in leased rounds lets its caller set, beside its own options. */
export interface LeasedSchedulerOptions {
  pool: pg.Pool;
  logger?: Logger;
  /** Injected in tests; the wall clock otherwise. */
  clock?: () => Date;
  /** How often a round runs: what is due is acted on at most this late. */
  intervalMs?: number;
  /** An instance that stops renewing its lease (it died) is replaced after this long. */
  leaseMs?: number;
  /** Names this instance in the lease row. */
  instanceId?: string;
}

/** A running scheduler. */
export interface LeasedRounds {
  /** One round: take or keep the lease, then the scheduler's own work. Answers what that work counted (0 without the lease). */
  tick(): Promise<number>;
  /** No more rounds; waits for the one running and gives the lease up. */
  stop(): Promise<void>;
}

export interface LeasedRoundsOptions extends LeasedSchedulerOptions {
  /** The lease row's name: one instance at a time holds it. */
  lease: string;
  intervalMs: number;
  leaseMs: number;
  /** Logged (as an error) when a timed round fails. */
  failureMessage: string;
  /** The scheduler's own work, run only while this instance holds the lease. */
  round(now: Date): Promise<number>;
}

/** Takes the lease if it is free, ours, or run out (its holder died); false when another instance holds it. */
const holdLease = async (pool: pg.Pool, lease: string, holder: string, now: Date, until: Date): Promise<boolean> => {
  const { rowCount } = await pool.query(
    `INSERT INTO scheduler_leases (name, holder, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
     WHERE scheduler_leases.holder = EXCLUDED.holder OR scheduler_leases.expires_at < $4`,
    [lease, holder, until, now],
  );
  return rowCount === 1;
};

/**
 * Runs `round` every `intervalMs` on the one instance holding the lease (a `scheduler_leases` row,
 * created by `migrateSchedulerLeases`). Rounds never overlap: a
 * tick while one runs shares it. The timer does not keep the process alive.
 */
export const startLeasedRounds = (options: LeasedRoundsOptions): LeasedRounds => {
  const { pool, lease, logger, clock = () => new Date(), intervalMs, leaseMs, failureMessage, round } = options;
  const instanceId = options.instanceId ?? randomUUID();

  let running: Promise<number> | null = null;
  const tick = () => {
    running ??= (async () => {
      try {
        const now = clock();
        if (!(await holdLease(pool, lease, instanceId, now, new Date(now.getTime() + leaseMs)))) return 0;
        return await round(now);
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const timer = setInterval(() => {
    tick().catch((error: unknown) => logger?.error(failureMessage, { error: (error as Error).message }));
  }, intervalMs);
  timer.unref();

  return {
    tick,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => undefined);
      // Let another instance take over at once rather than after the lease runs out.
      await pool.query(`DELETE FROM scheduler_leases WHERE name = $1 AND holder = $2`, [lease, instanceId]).catch(() => undefined);
    },
  };
};

import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { PremiumActivated, PremiumEnded, eventsOf, migrateUnderLock, type EventStore } from '@sankofa/events';
import { migrateSchedulerLeases, startLeasedRounds, type LeasedRounds, type LeasedSchedulerOptions } from '@sankofa/server-kit';
import { handleSubscriptionCommand } from './subscription-stream.ts';

/** `intervalMs` (30 s by default): a deadline is met at most this late. */
export interface PremiumExpiryOptions extends LeasedSchedulerOptions {
  store: EventStore;
}

/** Each round follows the log into the deadlines and ends the periods now due; `tick` answers how many ended. */
export type PremiumExpiry = LeasedRounds;

const LEASE = 'premium-expiry';
const periods = eventsOf(PremiumActivated, PremiumEnded);

/**
 * The scheduler's own tables, in the write side's database. The deadlines are a private index of
 * the log (`PremiumActivated.until`), kept with a checkpoint, so a restart resumes where it was and
 * deadlines missed while no instance ran are still due (and ended) at the next round.
 */
export const migratePremiumExpiry = async (pool: pg.Pool) => {
  await migrateSchedulerLeases(pool);
  await migrateUnderLock(
    pool,
    'premium-expiry',
    `CREATE TABLE IF NOT EXISTS premium_expiry_checkpoint (name text PRIMARY KEY, position text NOT NULL);
     CREATE TABLE IF NOT EXISTS premium_deadlines (member_id text PRIMARY KEY, until timestamptz NOT NULL);
     CREATE INDEX IF NOT EXISTS premium_deadlines_until ON premium_deadlines (until);
     ALTER TABLE premium_deadlines ADD COLUMN IF NOT EXISTS caused_by text;`,
  );
};

/**
 * Ends premium when its paid period passes without a renewal: `PremiumEnded`, exactly once. One
 * instance at a time works (a lease row), and even two racing would append once: the decision is
 * taken on the member's stream under optimistic concurrency and ends only a period already past.
 */
export const startPremiumExpiry = async (options: PremiumExpiryOptions): Promise<PremiumExpiry> => {
  const { store, pool } = options;
  await migratePremiumExpiry(pool);

  const followLog = async () => {
    const { rows } = await pool.query<{ position: string }>(`SELECT position FROM premium_expiry_checkpoint WHERE name = $1`, [LEASE]);
    let after = rows[0]?.position;
    for await (const recorded of store.readAll({ after, types: periods.types, limit: 1000 })) {
      const event = periods.parse(recorded);
      const until = event.type === 'PremiumActivated' ? event.data.until : null;
      if (until) {
        await pool.query(
          `INSERT INTO premium_deadlines (member_id, until, caused_by) VALUES ($1, $2, $3) ON CONFLICT (member_id) DO UPDATE SET until = EXCLUDED.until, caused_by = EXCLUDED.caused_by`,
          [event.data.memberId, until, event.metadata.eventId],
        );
      } else {
        await pool.query(`DELETE FROM premium_deadlines WHERE member_id = $1`, [event.data.memberId]);
      }
      after = recorded.position;
      await pool.query(
        `INSERT INTO premium_expiry_checkpoint (name, position) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position`,
        [LEASE, after],
      );
    }
  };

  const endDue = async (now: Date): Promise<number> => {
    const { rows } = await pool.query<{ member_id: string; caused_by: string | null }>(
      `SELECT member_id, caused_by FROM premium_deadlines WHERE until <= $1 ORDER BY until LIMIT 500`,
      [now],
    );
    let ended = 0;
    for (const { member_id: memberId, caused_by: causationId } of rows) {
      // The period ends because of the activation that set its deadline.
      const context = { actorId: 'scheduler:premium-expiry', actorKind: 'system' as const, correlationId: randomUUID(), causationId, now };
      const result = await handleSubscriptionCommand(store, { type: 'ExpirePremium', data: { memberId, now } }, context);
      ended += result.events.length;
      // A renewal not followed yet puts its own deadline back when the log is next read.
      await pool.query(`DELETE FROM premium_deadlines WHERE member_id = $1 AND until <= $2`, [memberId, now]);
    }
    return ended;
  };

  const round = async (now: Date) => {
    await followLog();
    return endDue(now);
  };
  return startLeasedRounds({ ...options, lease: LEASE, intervalMs: options.intervalMs ?? 30_000, leaseMs: options.leaseMs ?? 60_000, failureMessage: 'premium expiry round failed', round });
};

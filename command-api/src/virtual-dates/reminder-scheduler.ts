import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  VirtualDateCancelled,
  VirtualDateDeclined,
  VirtualDateEnded,
  VirtualDateProposed,
  VirtualDateReminded,
  eventsOf,
  migrateUnderLock,
  virtualDateStream,
  type EventStore,
} from '@sankofa/events';
import { migrateSchedulerLeases, startLeasedRounds, type LeasedRounds, type LeasedSchedulerOptions } from '@sankofa/server-kit';
import { handleCommand } from '../handle-command.ts';
import { REMINDER_LEAD_MS, virtualDateDecider } from './decide.ts';

/** `intervalMs` (15 s by default): a reminder goes out at most this late. */
export interface DateRemindersOptions extends LeasedSchedulerOptions {
  store: EventStore;
}

/** Each round follows the log into the reminder times and reminds the dates now due; `tick` answers how many were reminded. */
export type DateReminders = LeasedRounds;

const LEASE = 'virtual-date-reminders';

/** The scheduler's own index of the log (`VirtualDateProposed.scheduledAt`), kept with a checkpoint, so a restart resumes where it was. */
export const migrateDateReminders = async (pool: pg.Pool) => {
  await migrateSchedulerLeases(pool);
  await migrateUnderLock(
    pool,
    'virtual-date-reminders',
    `CREATE TABLE IF NOT EXISTS virtual_date_reminder_checkpoint (name text PRIMARY KEY, position text NOT NULL);
     CREATE TABLE IF NOT EXISTS virtual_date_reminders (date_id text PRIMARY KEY, remind_at timestamptz NOT NULL);
     CREATE INDEX IF NOT EXISTS virtual_date_reminders_due ON virtual_date_reminders (remind_at);
     ALTER TABLE virtual_date_reminders ADD COLUMN IF NOT EXISTS caused_by text;`,
  );
};

const followed = eventsOf(VirtualDateProposed, VirtualDateDeclined, VirtualDateCancelled, VirtualDateReminded, VirtualDateEnded);

/**
 * Reminds both members shortly before a scheduled date (`VirtualDateReminded`, which notifies them
 * and opens the date for joining), exactly once: one instance works at a time (a lease row), and
 * the decision is taken on the date's stream, which records the reminder only once.
 */
export const startDateReminders = async (options: DateRemindersOptions): Promise<DateReminders> => {
  const { store, pool } = options;
  await migrateDateReminders(pool);

  const followLog = async () => {
    const { rows } = await pool.query<{ position: string }>(`SELECT position FROM virtual_date_reminder_checkpoint WHERE name = $1`, [LEASE]);
    let after = rows[0]?.position;
    for await (const recorded of store.readAll({ after, types: followed.types, limit: 1000 })) {
      const event = followed.parse(recorded);
      const scheduledAt = event.type === 'VirtualDateProposed' ? event.data.scheduledAt : null;
      if (scheduledAt) {
        const remindAt = new Date(Date.parse(scheduledAt) - REMINDER_LEAD_MS);
        await pool.query(`INSERT INTO virtual_date_reminders (date_id, remind_at, caused_by) VALUES ($1, $2, $3) ON CONFLICT (date_id) DO NOTHING`, [
          event.data.dateId,
          remindAt,
          event.metadata.eventId,
        ]);
      } else {
        await pool.query(`DELETE FROM virtual_date_reminders WHERE date_id = $1`, [event.data.dateId]);
      }
      after = recorded.position;
      await pool.query(
        `INSERT INTO virtual_date_reminder_checkpoint (name, position) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position`,
        [LEASE, after],
      );
    }
  };

  /** A date still pending at its time is not reminded (the decider says so) and leaves the index all the same. */
  const remindDue = async (now: Date): Promise<number> => {
    const { rows } = await pool.query<{ date_id: string; caused_by: string | null }>(
      `SELECT date_id, caused_by FROM virtual_date_reminders WHERE remind_at <= $1 ORDER BY remind_at LIMIT 500`,
      [now],
    );
    let reminded = 0;
    for (const { date_id: dateId, caused_by: causationId } of rows) {
      // The reminder is due because of the proposal that scheduled the date.
      const context = { actorId: 'scheduler:virtual-date-reminders', actorKind: 'system' as const, correlationId: randomUUID(), causationId, now };
      const result = await handleCommand({ store, stream: virtualDateStream(dateId), decider: virtualDateDecider, command: { type: 'RemindDate', data: { now } }, context });
      reminded += result.events.length;
      await pool.query(`DELETE FROM virtual_date_reminders WHERE date_id = $1`, [dateId]);
    }
    return reminded;
  };

  const round = async (now: Date) => {
    await followLog();
    return remindDue(now);
  };
  return startLeasedRounds({ ...options, lease: LEASE, intervalMs: options.intervalMs ?? 15_000, leaseMs: options.leaseMs ?? 60_000, failureMessage: 'virtual date reminder round failed', round });
};

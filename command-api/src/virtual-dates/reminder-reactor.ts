import { randomUUID } from 'node:crypto';
import {
  VirtualDateCancelled,
  VirtualDateDeclined,
  VirtualDateEnded,
  VirtualDateProposed,
  VirtualDateReminded,
  defineProjector,
  eventsOf,
  virtualDateStream,
  type EventStore,
} from '@sankofa/events';
import { handleCommand } from '../handle-command.ts';
import { REMINDER_LEAD_MS, virtualDateDecider } from './decide.ts';

export interface DateRemindersOptions {
  store: EventStore;
}

/** Dates reminded per run; the rest are due at the next. */
const BATCH = 500;

/**
 * Reminds both members shortly before a scheduled date (`VirtualDateReminded`, which notifies them
 * and opens the date for joining), once. A reactor of the projection runtime: `apply` keeps each
 * scheduled date's reminder time (`VirtualDateProposed.scheduledAt`) until the date is answered
 * no, reminded or over; `react` reminds the dates due every 15 s, a reminder at most that late.
 * Reminding twice appends once: the decision is taken on the date's stream, which records the
 * reminder only once.
 */
export const dateReminders = ({ store }: DateRemindersOptions) =>
  defineProjector({
    name: 'date_reminders',
    version: 1,
    handles: eventsOf(VirtualDateProposed, VirtualDateDeclined, VirtualDateCancelled, VirtualDateReminded, VirtualDateEnded),
    init: async (tx) => {
      await tx.query('CREATE TABLE date_reminder_deadlines (date_id text PRIMARY KEY, remind_at timestamptz NOT NULL, caused_by text NOT NULL)');
    },
    createIndexes: async (tx) => {
      await tx.query('CREATE INDEX IF NOT EXISTS date_reminder_deadlines_due ON date_reminder_deadlines (remind_at)');
    },
    apply: async (events, tx) => {
      for (const event of events) {
        const scheduledAt = event.type === 'VirtualDateProposed' ? event.data.scheduledAt : null;
        if (scheduledAt) {
          const remindAt = new Date(Date.parse(scheduledAt) - REMINDER_LEAD_MS);
          await tx.query('INSERT INTO date_reminder_deadlines (date_id, remind_at, caused_by) VALUES ($1, $2, $3) ON CONFLICT (date_id) DO NOTHING', [
            event.data.dateId,
            remindAt,
            event.metadata.eventId,
          ]);
        } else {
          await tx.query('DELETE FROM date_reminder_deadlines WHERE date_id = $1', [event.data.dateId]);
        }
      }
    },
    react: {
      intervalMs: 15_000,
      /** Answers how many dates it reminded. A date still pending at its time is not (the decider says so), and leaves the deadlines all the same. */
      run: async ({ now, inTables }) => {
        const { rows } = await inTables((tx) =>
          tx.query<{ date_id: string; caused_by: string }>('SELECT date_id, caused_by FROM date_reminder_deadlines WHERE remind_at <= $1 ORDER BY remind_at LIMIT $2', [now, BATCH]),
        );
        let reminded = 0;
        for (const { date_id: dateId, caused_by: causationId } of rows) {
          // The reminder is due because of the proposal that scheduled the date.
          const context = { actorId: 'scheduler:virtual-date-reminders', actorKind: 'system' as const, correlationId: randomUUID(), causationId, now };
          const result = await handleCommand({ store, stream: virtualDateStream(dateId), decider: virtualDateDecider, command: { type: 'RemindDate', data: { now } }, context });
          reminded += result.events.length;
          await inTables((tx) => tx.query('DELETE FROM date_reminder_deadlines WHERE date_id = $1', [dateId]));
        }
        return reminded;
      },
    },
  });

import { randomUUID } from 'node:crypto';
import {
  DateCheckInDue,
  DateShareStopped,
  DateShared,
  EventDateInviteAnswered,
  VirtualDateCancelled,
  VirtualDateDeclined,
  VirtualDateEnded,
  dateShareStream,
  defineProjector,
  eventsOf,
  type EventStore,
} from '@sankofa/events';
import { handleCommand } from '../handle-command.ts';
import { dateShareDecider } from './decide.ts';

/** Check-ins opened per run; the rest are due at the next. */
const BATCH = 500;

/**
 * Asks her 'Did everything go well?' once her shared date is over (`DateCheckInDue`, which notifies
 * her). A reactor of the projection runtime: `apply` keeps each share's check-in time, brought
 * forward to the hang-up when a video date ends early, and drops it when she stops sharing or the
 * date is called off; `react` opens those due every 15 s. Opening twice appends once: the share's
 * stream records the check-in only once.
 */
export const dateCheckIns = ({ store }: { store: EventStore }) =>
  defineProjector({
    name: 'date_check_ins',
    version: 1,
    handles: eventsOf(DateShared, DateShareStopped, DateCheckInDue, VirtualDateEnded, VirtualDateCancelled, VirtualDateDeclined, EventDateInviteAnswered),
    init: async (tx) => {
      await tx.query(`CREATE TABLE date_check_in_deadlines (
        share_id text PRIMARY KEY, date_id text NOT NULL, invite_id text, due_at timestamptz NOT NULL, caused_by text NOT NULL)`);
    },
    createIndexes: async (tx) => {
      await tx.query('CREATE INDEX IF NOT EXISTS date_check_in_deadlines_due ON date_check_in_deadlines (due_at)');
      await tx.query('CREATE INDEX IF NOT EXISTS date_check_in_deadlines_date ON date_check_in_deadlines (date_id)');
    },
    apply: async (events, tx) => {
      for (const event of events) {
        switch (event.type) {
          case 'DateShared': {
            const { shareId, dateId, inviteId, checkInDueAt } = event.data;
            await tx.query(
              'INSERT INTO date_check_in_deadlines (share_id, date_id, invite_id, due_at, caused_by) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (share_id) DO NOTHING',
              [shareId, dateId, inviteId, checkInDueAt, event.metadata.eventId],
            );
            break;
          }
          case 'DateShareStopped':
          case 'DateCheckInDue':
            await tx.query('DELETE FROM date_check_in_deadlines WHERE share_id = $1', [event.data.shareId]);
            break;
          case 'VirtualDateEnded':
            await tx.query('UPDATE date_check_in_deadlines SET due_at = least(due_at, $2) WHERE date_id = $1 AND invite_id IS NULL', [event.data.dateId, event.metadata.occurredAt]);
            break;
          case 'VirtualDateCancelled':
          case 'VirtualDateDeclined':
            await tx.query('DELETE FROM date_check_in_deadlines WHERE date_id = $1 AND invite_id IS NULL', [event.data.dateId]);
            break;
          case 'EventDateInviteAnswered':
            if (event.data.answer === 'declined') await tx.query('DELETE FROM date_check_in_deadlines WHERE date_id = $1 AND invite_id = $2', [event.data.eventId, event.data.inviteId]);
            break;
        }
      }
    },
    react: {
      intervalMs: 15_000,
      /** Answers how many check-ins it opened. */
      run: async ({ now, inTables }) => {
        const { rows } = await inTables((tx) =>
          tx.query<{ share_id: string; caused_by: string }>('SELECT share_id, caused_by FROM date_check_in_deadlines WHERE due_at <= $1 ORDER BY due_at LIMIT $2', [now, BATCH]),
        );
        let opened = 0;
        for (const { share_id: shareId, caused_by: causationId } of rows) {
          // Due because of the share that set the time.
          const context = { actorId: 'scheduler:date-check-ins', actorKind: 'system' as const, correlationId: randomUUID(), causationId, now };
          const result = await handleCommand({ store, stream: dateShareStream(shareId), decider: dateShareDecider, command: { type: 'MarkCheckInDue' }, context });
          opened += result.events.length;
          await inTables((tx) => tx.query('DELETE FROM date_check_in_deadlines WHERE share_id = $1', [shareId]));
        }
        return opened;
      },
    },
  });

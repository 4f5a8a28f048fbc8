import { randomUUID } from 'node:crypto';
import { PremiumActivated, PremiumEnded, defineProjector, eventsOf, type EventStore } from '@sankofa/events';
import { handleSubscriptionCommand } from './subscription-stream.ts';

export interface PremiumExpiryOptions {
  store: EventStore;
}

/** Deadlines ended per run; the rest are due at the next. */
const BATCH = 500;

/**
 * Ends premium when its paid period passes without a renewal: `PremiumEnded`, once. A reactor of
 * the projection runtime: `apply` keeps each member's deadline (`PremiumActivated.until`), so
 * deadlines passed while no instance ran are still due; `react` ends the periods due every 30 s,
 * a deadline met at most that late. Ending twice appends once: the decision is taken on the
 * member's stream under optimistic concurrency and ends only a period already past.
 */
export const premiumExpiry = ({ store }: PremiumExpiryOptions) =>
  defineProjector({
    name: 'premium_expiry',
    version: 1,
    handles: eventsOf(PremiumActivated, PremiumEnded),
    init: async (tx) => {
      await tx.query('CREATE TABLE premium_expiry_deadlines (member_id text PRIMARY KEY, until timestamptz NOT NULL, caused_by text NOT NULL)');
    },
    createIndexes: async (tx) => {
      await tx.query('CREATE INDEX IF NOT EXISTS premium_expiry_deadlines_until ON premium_expiry_deadlines (until)');
    },
    apply: async (events, tx) => {
      for (const event of events) {
        const until = event.type === 'PremiumActivated' ? event.data.until : null;
        if (until) {
          await tx.query(
            `INSERT INTO premium_expiry_deadlines (member_id, until, caused_by) VALUES ($1, $2, $3)
             ON CONFLICT (member_id) DO UPDATE SET until = EXCLUDED.until, caused_by = EXCLUDED.caused_by`,
            [event.data.memberId, until, event.metadata.eventId],
          );
        } else {
          await tx.query('DELETE FROM premium_expiry_deadlines WHERE member_id = $1', [event.data.memberId]);
        }
      }
    },
    react: {
      intervalMs: 30_000,
      /** Answers how many periods it ended. */
      run: async ({ now, inTables }) => {
        const { rows } = await inTables((tx) =>
          tx.query<{ member_id: string; caused_by: string }>('SELECT member_id, caused_by FROM premium_expiry_deadlines WHERE until <= $1 ORDER BY until LIMIT $2', [now, BATCH]),
        );
        let ended = 0;
        for (const { member_id: memberId, caused_by: causationId } of rows) {
          // The period ends because of the activation that set its deadline.
          const context = { actorId: 'scheduler:premium-expiry', actorKind: 'system' as const, correlationId: randomUUID(), causationId, now };
          const result = await handleSubscriptionCommand(store, { type: 'ExpirePremium', data: { memberId, now } }, context);
          ended += result.events.length;
          // A renewal applied meanwhile moved the deadline on: it stays.
          await inTables((tx) => tx.query('DELETE FROM premium_expiry_deadlines WHERE member_id = $1 AND until <= $2', [memberId, now]));
        }
        return ended;
      },
    },
  });

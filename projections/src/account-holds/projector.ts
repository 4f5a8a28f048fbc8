import type pg from 'pg';
import { AccountDeleted, AccountHeldForReview, AccountHoldReleased, MemberSuspended, eventsOf, type EventsIn } from '@sankofa/events';
import { defineProjector } from '../projector.ts';
import { ACCOUNT_HOLDS_PROJECTOR } from './read-model.ts';

const holdEvents = eventsOf(AccountHeldForReview, AccountHoldReleased, MemberSuspended, AccountDeleted);

const INIT = `CREATE TABLE held_accounts (member_id text PRIMARY KEY, reasons jsonb NOT NULL, held_at timestamptz NOT NULL, position text COLLATE "C" NOT NULL)`;

/** In log order; an event applied again finds its row as it left it (a hold keeps the first position that wrote it). */
const apply = async (events: Array<EventsIn<typeof holdEvents>>, tx: pg.PoolClient) => {
  for (const event of events) {
    if (event.type === 'AccountHeldForReview') {
      await tx.query('INSERT INTO held_accounts (member_id, reasons, held_at, position) VALUES ($1, $2, $3, $4) ON CONFLICT (member_id) DO NOTHING', [
        event.data.memberId,
        JSON.stringify(event.data.reasons),
        event.metadata.occurredAt,
        event.position,
      ]);
    } else {
      // Released, suspended (out of discovery altogether) or gone: no longer held.
      await tx.query('DELETE FROM held_accounts WHERE member_id = $1 AND position < $2', [event.data.memberId, event.position]);
    }
  }
};

/** `held_accounts`: the accounts the scam defences hold for review now, with why; the admin queue and the warning in their conversations read it. */
export const accountHoldsProjector = defineProjector({
  name: ACCOUNT_HOLDS_PROJECTOR,
  version: 1,
  handles: holdEvents,
  init: async (tx: pg.PoolClient) => {
    await tx.query(INIT);
  },
  apply,
});

import { AccountDeleted, eventsOf } from '@sankofa/events';
import { defineProjector, quoteIdentifier } from '../projector.ts';

export const SCRATCH_COPY_DROPPED = 'Dropped when a member deleted her account: her data may have been in it. Build it again.';

/**
 * Time-travel builds (`replay_<name>`) are copies of read models as the log was: a member's deletion drops
 * them all, since any may hold her, and their builds say why. Analysts build again from the log, where her
 * fields are erased. Not in the projector registry: a replay of every read model must not replay this.
 */
export const forgetScratchCopies = defineProjector({
  name: 'forget_scratch_copies',
  version: 1,
  handles: eventsOf(AccountDeleted),
  init: async () => undefined,
  apply: async (events, tx) => {
    if (events.length === 0) return;
    const { rows } = await tx.query<{ schema: string }>(`SELECT nspname AS schema FROM pg_namespace WHERE nspname LIKE 'replay\\_%'`);
    for (const { schema } of rows) await tx.query(`DROP SCHEMA ${quoteIdentifier(schema)} CASCADE`);
    const { rows: builds } = await tx.query<{ kept: boolean }>(`SELECT to_regclass('public.time_travel_builds_v1') IS NOT NULL AS kept`);
    if (builds[0]?.kept) await tx.query(`UPDATE public.time_travel_builds_v1 SET status = 'failed', error = $1 WHERE status = 'done'`, [SCRATCH_COPY_DROPPED]);
  },
});

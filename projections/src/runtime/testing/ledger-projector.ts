import type pg from 'pg';
import { z } from 'zod';
import { defineEvent, eventsOf, type EventOf } from '@sankofa/events';
import type { Projector } from '../../projector.ts';

/** What the runtime tests append (`appendMany`, `testEvent('AmountAdded', …)`) for the ledger to count. */
const AmountAdded = defineEvent('AmountAdded', z.object({ amount: z.number().int(), poison: z.boolean().optional() }));
type AmountAddedEvent = EventOf<typeof AmountAdded>;

/** The event a test marked as one its ledger cannot apply. */
export const isPoison = (event: AmountAddedEvent): boolean => event.data.poison === true;

export interface LedgerOptions {
  name?: string;
  version?: number;
  /** Written into every entry: tells which runtime applied it. */
  writer?: string;
  /** Runs inside the batch's transaction after its writes (to slow it down, or to crash in it). */
  afterWrites?: (events: AmountAddedEvent[], tx: pg.PoolClient) => Promise<void>;
  /** Throw for these events: a poison event. */
  rejects?: (event: AmountAddedEvent) => boolean;
}

/**
 * A test projector that is deliberately not idempotent: one entry row per applied event and
 * a running total per stream, so applying an event twice (or losing one) shows in its tables.
 */
export const ledgerProjector = (options: LedgerOptions = {}): Projector<AmountAddedEvent> => {
  const name = options.name ?? 'ledger';
  return {
    name,
    version: options.version ?? 1,
    handles: eventsOf(AmountAdded),
    async init(tx) {
      await tx.query(`
        CREATE TABLE ${name}_entries (event_id text NOT NULL, stream text NOT NULL, position text NOT NULL, amount int NOT NULL, writer text NOT NULL, version int NOT NULL);
        CREATE TABLE ${name}_balances (stream text PRIMARY KEY, total bigint NOT NULL, entries int NOT NULL, version int NOT NULL);`);
    },
    async apply(events, tx) {
      for (const event of events) {
        if (options.rejects?.(event)) throw new Error(`Cannot apply ${event.type} ${event.metadata.eventId}: it is poison`);
      }
      const amounts = events.map((event) => event.data.amount);
      await tx.query(
        `INSERT INTO ${name}_entries (event_id, stream, position, amount, writer, version)
         SELECT e.id, e.stream, e.position, e.amount, $5, $6 FROM unnest($1::text[], $2::text[], $3::text[], $4::int[]) AS e(id, stream, position, amount)`,
        [events.map((event) => event.metadata.eventId), events.map((event) => event.stream), events.map((event) => event.position), amounts, options.writer ?? 'test', options.version ?? 1],
      );
      await tx.query(
        `INSERT INTO ${name}_balances AS b (stream, total, entries, version)
         SELECT e.stream, sum(e.amount), count(*), $3 FROM unnest($1::text[], $2::int[]) AS e(stream, amount) GROUP BY e.stream
         ON CONFLICT (stream) DO UPDATE SET total = b.total + EXCLUDED.total, entries = b.entries + EXCLUDED.entries`,
        [events.map((event) => event.stream), amounts, options.version ?? 1],
      );
      await options.afterWrites?.(events, tx);
    },
  };
};

/** `count` ledgers, `ledger_1` to `ledger_<count>`, each entry signed by `writer`. */
export const ledgers = (count: number, writer: string): Projector[] =>
  Array.from({ length: count }, (_, index) => ledgerProjector({ name: `ledger_${index + 1}`, writer }));

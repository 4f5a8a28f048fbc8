import type pg from 'pg';
import type { Logger } from '@sankofa/server-kit';
import type { Reaction } from '../projector.ts';
import { beginReactorTransaction } from './schemas.ts';
import { inTransaction } from './transactions.ts';
import { beginHoldingLease } from './leases.ts';
import { preparingStatements } from './prepared.ts';

export interface Reacting {
  /** Acts soon: a batch was applied, its intents may be due. Runs coalesce: a nudge during a run makes one more. */
  nudge(): void;
  /** No more runs; waits for the one running. */
  stop(): Promise<void>;
}

interface ReactingOptions {
  pool: pg.Pool;
  logger: Logger;
  clock: () => Date;
  name: string;
  schemaName: string;
  /** The worker's lease owner: each of the reactor's transactions checks it still holds the lease. */
  owner: string;
  reaction: Reaction;
}

/**
 * Runs a reactor's acts while its worker serves the build live: at once, every `intervalMs` and
 * after each batch, never two at a time. A failed run is logged and comes again at the next one,
 * as the intents it did not finish are still there.
 */
export const startReacting = ({ pool, logger, clock, name, schemaName, owner, reaction }: ReactingOptions): Reacting => {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const begin = beginHoldingLease(beginReactorTransaction(schemaName), { name, schemaName }, owner);
  const inTables = <T>(work: (tx: pg.PoolClient) => Promise<T>) => inTransaction(pool, (tx) => work(preparingStatements(tx, schemaName)), begin);

  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = reaction
      .run({ now: clock(), inTables })
      .catch((error: unknown) => logger.error('reactor run failed; it runs again', { name, error }))
      .then(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };

  const timer = setInterval(run, reaction.intervalMs);
  timer.unref();
  run();
  return {
    nudge: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
};

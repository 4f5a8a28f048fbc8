import type pg from 'pg';
import type { PositionSignal } from '@sankofa/events';

/** One active projector build's checkpoint. */
export interface Checkpoint {
  name: string;
  position: string | null;
  failed: boolean;
}

/** What an `until` waits for: an answer from the checkpoints as one read saw them, or undefined to keep waiting. */
export type Settle<Answer> = (checkpoints: readonly Checkpoint[]) => Answer | undefined;

export interface CheckpointTracker {
  /**
   * The first answer `settle` gives, on the checkpoints as last read while others wait, else on
   * the next reads; undefined after `timeoutMs` or once `abort` fires. Rejects when a read fails.
   */
  until<Answer>(settle: Settle<Answer>, timeoutMs: number, abort?: AbortSignal): Promise<Answer | undefined>;
  /** The checkpoints as last read, if ever: what they say passed has stayed passed. */
  readonly latest: readonly Checkpoint[] | undefined;
}

/** Positions compare as strings, byte by byte, as the checkpoint table stores them (COLLATE "C"). */
export const hasPassed = (checkpoint: Checkpoint | undefined, position: string) => (checkpoint?.position ?? '') >= position;

// A NOTIFY lost while the LISTEN connection reconnects costs at most this much delay.
const REREAD_WITHOUT_NOTIFY_MS = 1_000;

interface Waiter {
  offer(checkpoints: readonly Checkpoint[]): void;
  fail(error: unknown): void;
}

/**
 * One reader of the projectors' checkpoints for every waiter of the process (the live feed's
 * mappers, read-your-writes): while anyone waits, it reads them all once per wake of `signal`
 * (a NOTIFY each time one moves) and offers that one read to every waiter, instead of one read
 * per waiter per wake. Nobody waiting, it reads nothing.
 */
export const trackCheckpoints = (pool: pg.Pool, signal: PositionSignal): CheckpointTracker => {
  const waiters = new Set<Waiter>();
  let latest: readonly Checkpoint[] | undefined;
  let watching: AbortController | undefined;
  // Listen from the start, so that the first waiter is not the one who opens the LISTEN connection.
  void signal.wait(0);

  const read = async () => {
    const { rows } = await pool.query<{ name: string; position: string | null; state: string }>(
      'SELECT name, position, state FROM projection_checkpoints WHERE active',
    );
    latest = rows.map((row) => ({ name: row.name, position: row.position, failed: row.state === 'failed' }));
    return latest;
  };

  const watch = async () => {
    try {
      while (waiters.size > 0) {
        watching = new AbortController();
        // Listening before reading: a checkpoint that moves during the read still wakes the next round.
        const woken = signal.wait(REREAD_WITHOUT_NOTIFY_MS, watching.signal);
        const checkpoints = await read();
        for (const waiter of [...waiters]) waiter.offer(checkpoints);
        await woken;
      }
    } catch (error) {
      for (const waiter of [...waiters]) waiter.fail(error);
    } finally {
      watching?.abort();
      watching = undefined;
    }
  };

  const leave = (waiter: Waiter) => {
    waiters.delete(waiter);
    // The last one gone: stop waiting for a wake nobody needs.
    if (waiters.size === 0) watching?.abort();
  };

  return {
    get latest() {
      return latest;
    },
    until: <Answer>(settle: Settle<Answer>, timeoutMs: number, abort?: AbortSignal) =>
      new Promise<Answer | undefined>((resolve, reject) => {
        // While the watch runs, the last read plus the wakes to come cover every move.
        const answer = watching && latest ? settle(latest) : undefined;
        if (answer !== undefined) return resolve(answer);
        if (abort?.aborted) return resolve(undefined);
        const finish = (then: () => void) => {
          clearTimeout(timer);
          abort?.removeEventListener('abort', giveUp);
          leave(waiter);
          then();
        };
        const giveUp = () => finish(() => resolve(undefined));
        const waiter: Waiter = {
          offer(checkpoints) {
            const settled = settle(checkpoints);
            if (settled !== undefined) finish(() => resolve(settled));
          },
          fail: (error) => finish(() => reject(error as Error)),
        };
        const timer = setTimeout(giveUp, timeoutMs);
        abort?.addEventListener('abort', giveUp, { once: true });
        waiters.add(waiter);
        if (!watching) void watch();
      }),
  };
};

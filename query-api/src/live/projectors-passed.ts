import { setMaxListeners } from 'node:events';
import type pg from 'pg';
import type { Position, PositionSignal } from '@sankofa/events';

/**
 * Resolves true once every named projector's serving build has passed `position` (its read
 * model shows the event); false when one of them has failed, when the wait outlasts the feed's
 * patience, or when the feed stops.
 */
export type ProjectorsPassed = (names: readonly string[], position: Position) => Promise<boolean>;

/**
 * Long enough for a projector to be restarted, short enough that a stopped one does not hold the
 * live messages behind it for long (they leave in log order).
 */
export const LIVE_PATIENCE_MS = 10_000;

interface Checkpoint {
  position: string | null;
  failed: boolean;
}

/**
 * Waits on the projectors' checkpoints, woken by `checkpoints` (a NOTIFY each time one moves)
 * rather than by polling. The highest positions seen are kept, so an event the projectors have
 * already passed costs no query.
 */
export const projectorsPassedOn = (pool: pg.Pool, checkpoints: PositionSignal, options: { patienceMs?: number; stopped?: AbortSignal } = {}): ProjectorsPassed => {
  const { patienceMs = LIVE_PATIENCE_MS, stopped } = options;
  // Every wait in progress listens to the feed's stop: many at once is normal, not a leak.
  if (stopped) setMaxListeners(0, stopped);
  const known = new Map<string, Checkpoint>();

  const readCheckpoints = async (names: readonly string[]) => {
    const { rows } = await pool.query<{ name: string; position: string | null; state: string }>(
      'SELECT name, position, state FROM projection_checkpoints WHERE active AND name = ANY($1)',
      [names],
    );
    for (const row of rows) known.set(row.name, { position: row.position, failed: row.state === 'failed' });
  };
  // Positions compare as strings, byte by byte, as the checkpoint table stores them (COLLATE "C").
  const hasPassed = (name: string, position: Position) => (known.get(name)?.position ?? '') >= position;
  const allPassed = (names: readonly string[], position: Position) => names.every((name) => hasPassed(name, position));
  const oneFailed = (names: readonly string[], position: Position) => names.some((name) => known.get(name)?.failed && !hasPassed(name, position));

  return async (names, position) => {
    if (allPassed(names, position)) return true;
    const deadline = Date.now() + patienceMs;
    for (;;) {
      const round = new AbortController();
      // Listening before reading: a checkpoint that moves during the read still wakes this round.
      const woken = checkpoints.wait(Math.max(0, deadline - Date.now()), stopped ? AbortSignal.any([round.signal, stopped]) : round.signal);
      try {
        await readCheckpoints(names);
        if (allPassed(names, position)) return true;
        if (oneFailed(names, position) || Date.now() >= deadline || stopped?.aborted) return false;
        await woken;
      } finally {
        round.abort();
      }
    }
  };
};

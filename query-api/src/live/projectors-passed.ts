import { setMaxListeners } from 'node:events';
import type { Position } from '@sankofa/events';
import { hasPassed, type Checkpoint, type CheckpointTracker } from './checkpoint-tracker.ts';

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

const named = (checkpoints: readonly Checkpoint[], name: string) => checkpoints.find((checkpoint) => checkpoint.name === name);

/** True when all named have passed, false when one of them failed before it, undefined while some are still on their way. */
const verdict = (names: readonly string[], position: Position) => (checkpoints: readonly Checkpoint[]) => {
  if (names.every((name) => hasPassed(named(checkpoints, name), position))) return true;
  if (names.some((name) => named(checkpoints, name)?.failed && !hasPassed(named(checkpoints, name), position))) return false;
  return undefined;
};

/**
 * Waits on the projectors' checkpoints through the process's one `CheckpointTracker` (one read per
 * NOTIFY for all waiters). An event the projectors have already passed, as last read, costs no query.
 */
export const projectorsPassedOn = (checkpoints: CheckpointTracker, options: { patienceMs?: number; stopped?: AbortSignal } = {}): ProjectorsPassed => {
  const { patienceMs = LIVE_PATIENCE_MS, stopped } = options;
  // Every wait in progress listens to the feed's stop: many at once is normal, not a leak.
  if (stopped) setMaxListeners(0, stopped);
  return async (names, position) => {
    const known = checkpoints.latest;
    if (known && verdict(names, position)(known) === true) return true;
    return (await checkpoints.until(verdict(names, position), patienceMs, stopped)) ?? false;
  };
};

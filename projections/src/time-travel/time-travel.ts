import type pg from 'pg';
import type { EventStore } from '@sankofa/events';
import type { Projector } from '../projector.ts';
import { replayInto, type ReplayResult } from '../runtime/replay.ts';
import { positionAt } from './position-at.ts';

/** As of a position (inclusive) or an instant; the whole log when neither is given. */
export type AsOf = { to?: string; at?: string };

export interface TimeTravelOptions extends AsOf {
  batchSize?: number;
  onProgress?: (events: number, position: string) => void;
}

export const resolveAsOf = async (store: EventStore, asOf: AsOf): Promise<string | undefined> => {
  if (asOf.to !== undefined && asOf.at !== undefined) throw new RangeError('Give a position (--to) or a time (--at), not both');
  return asOf.at === undefined ? asOf.to : positionAt(store, new Date(asOf.at).toISOString());
};

/** Any projector's tables as they were at a past position or time, built into its scratch schema `replay_<name>`. */
export const timeTravel = async (pool: pg.Pool, store: EventStore, projector: Projector, options: TimeTravelOptions): Promise<ReplayResult> => {
  const to = await resolveAsOf(store, options);
  return replayInto(pool, store, projector, { to, batchSize: options.batchSize ?? 1000, onProgress: options.onProgress });
};

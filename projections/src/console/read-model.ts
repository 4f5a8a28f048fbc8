/**
 * The projection console's read model (`@sankofa/projections/console`): the runtime's own
 * bookkeeping, one line per build of every registered projector, read from the shared
 * checkpoints and the log, so any process (query-api) can show it without running projectors.
 */
import type pg from 'pg';
import type { EventStore, Projector } from '@sankofa/events';
import { projectors } from '../registry.ts';
import { projectionStatus, type ProjectionStatus } from '../runtime/status.ts';

export type { ProjectionStatus };

/** Lag in events is counted up to this many per build. */
export const CONSOLE_LAG_CAP = 10_000;

/** `processors`: what the app runs, the registry's projectors and its reactors (`processorsOf` in bin). */
export const projectorStatuses = (pool: pg.Pool, store: EventStore, processors: readonly Projector[] = projectors): Promise<ProjectionStatus[]> =>
  projectionStatus(pool, store, processors, CONSOLE_LAG_CAP);

import type pg from 'pg';
import type { EventStore } from '@sankofa/events';
import { NotReadyError } from '@sankofa/server-kit';
import { typeFilter, type Projector } from '../projector.ts';
import { loadBuilds, type BuildRow } from './checkpoints.ts';

export interface ReadinessOptions {
  /** A projector whose oldest unapplied event has waited longer than this serves reads too stale to answer with. */
  maxLagSeconds: number;
}

/** Seconds the oldest event the projector handles but has not applied has been waiting; 0 when caught up. */
const lagSecondsOf = async (store: EventStore, projector: Projector, build: BuildRow): Promise<number> => {
  for await (const event of store.readAll({ after: build.position ?? undefined, types: typeFilter(projector), limit: 1 })) {
    return Math.max(0, (Date.now() - Date.parse(event.metadata.occurredAt)) / 1000);
  }
  return 0;
};

/** What is wrong with the build serving a projector's reads, in words safe to show to anyone; undefined when it is fine. */
const problemOf = async (store: EventStore, projector: Projector, serving: BuildRow | undefined, { maxLagSeconds }: ReadinessOptions) => {
  if (!serving) return `projector ${projector.name} is not built yet`;
  // The event, its id and the error stay in `npm run projections status`; the probe only names the projector.
  if (serving.state === 'failed') return `projector ${projector.name} has failed`;
  const lagSeconds = await lagSecondsOf(store, projector, serving);
  if (lagSeconds > maxLagSeconds) return `projector ${projector.name} lags ${Math.round(lagSeconds)} s behind the log (bound ${maxLagSeconds} s)`;
  return undefined;
};

/**
 * A `/health/ready` check for a service whose reads come from these projectors' tables: it
 * reads their checkpoints from the shared database, so it works in any process, whether or not
 * that process runs the projectors. Only the builds serving reads count; a failed rebuild beside
 * them does not make answers wrong.
 */
export const projectionsReadiness =
  (pool: pg.Pool, store: EventStore, projectors: readonly Projector[], options: ReadinessOptions) => async (): Promise<void> => {
    const builds = await loadBuilds(pool, projectors.map((projector) => projector.name));
    const problems: string[] = [];
    for (const projector of projectors) {
      const serving = builds.find((build) => build.name === projector.name && build.active);
      const problem = await problemOf(store, projector, serving, options);
      if (problem) problems.push(problem);
    }
    if (problems.length) throw new NotReadyError(problems.join('; '));
  };

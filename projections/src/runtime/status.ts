import type pg from 'pg';
import type { EventStore } from '@sankofa/events';
import { typeFilter, type Projector } from '../projector.ts';
import { loadBuilds, type BuildRow, type PersistedState } from './checkpoints.ts';

export interface ProjectionStatus {
  name: string;
  version: number;
  /** The version the running code would build. */
  codeVersion: number;
  schemaName: string | null;
  /** Serves queries (a build being rebuilt beside it is not active). */
  active: boolean;
  position: string | null;
  /** Handled events after the position, counted up to the cap. */
  lagEvents: number;
  lagEventsCapped: boolean;
  /**
   * The head's time minus the time of the last event applied: the newest handled event not yet
   * applied (of those counted) against the last one applied; 0 when caught up.
   */
  lagSeconds: number;
  state: PersistedState;
  leaseOwner: string | null;
  failure: { position: string | null; eventId: string | null; eventType: string | null; stream: string | null; error: string | null } | null;
  updatedAt: Date | null;
}

/** A build nobody holds the lease of is not running, whatever its last recorded state. */
const effectiveState = (build: BuildRow): PersistedState => {
  if (build.state === 'failed' || build.state === 'rebuilding') return build.state;
  return build.leaseHeld ? build.state : 'stopped';
};

const measureLag = async (store: EventStore, projector: Projector, position: string | null, lastAppliedAt: Date | null, cap: number) => {
  let count = 0;
  let oldest: string | undefined;
  let newest: string | undefined;
  for await (const event of store.readAll({ after: position ?? undefined, types: typeFilter(projector), limit: cap })) {
    count += 1;
    oldest ??= event.metadata.occurredAt;
    newest = event.metadata.occurredAt;
  }
  const since = lastAppliedAt?.getTime() ?? (oldest === undefined ? undefined : Date.parse(oldest));
  const lagSeconds = newest === undefined || since === undefined ? 0 : Math.max(0, (Date.parse(newest) - since) / 1000);
  return { lagEvents: count, lagEventsCapped: count >= cap, lagSeconds: Math.round(lagSeconds * 10) / 10 };
};

/** One line per build (active first, then a rebuild in progress), and one for a projector never built. */
export const projectionStatus = async (pool: pg.Pool, store: EventStore, projectors: readonly Projector[], lagCap: number): Promise<ProjectionStatus[]> => {
  const builds = await loadBuilds(pool, projectors.map((projector) => projector.name));
  const statuses: ProjectionStatus[] = [];
  for (const projector of projectors) {
    const own = builds.filter((build) => build.name === projector.name);
    if (own.length === 0) {
      statuses.push({
        name: projector.name,
        version: projector.version,
        codeVersion: projector.version,
        schemaName: null,
        active: false,
        position: null,
        ...(await measureLag(store, projector, null, null, lagCap)),
        state: 'stopped',
        leaseOwner: null,
        failure: null,
        updatedAt: null,
      });
    }
    for (const build of own) {
      const failed = build.state === 'failed';
      statuses.push({
        name: build.name,
        version: build.version,
        codeVersion: projector.version,
        schemaName: build.schemaName,
        active: build.active,
        position: build.position,
        ...(await measureLag(store, projector, build.position, build.lastEventAt, lagCap)),
        state: effectiveState(build),
        leaseOwner: build.leaseHeld ? build.leaseOwner : null,
        failure: failed
          ? { position: build.failedPosition, eventId: build.failedEventId, eventType: build.failedEventType, stream: build.failedStream, error: build.failedError }
          : null,
        updatedAt: build.updatedAt,
      });
    }
  }
  return statuses;
};

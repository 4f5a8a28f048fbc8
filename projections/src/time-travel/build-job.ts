import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { EventStore } from '@sankofa/events';
import { ConflictError, NotFoundError } from '@sankofa/server-kit';
import type { Projector } from '../projector.ts';
import { projectors } from '../registry.ts';
import { buildView, insertBuild, loadBuild, updateBuild, type TimeTravelBuildView } from './builds-table.ts';
import { timeTravel, type AsOf } from './time-travel.ts';

const PROGRESS_EVERY_MS = 500;
/** Projectors being built by this process: two builds of one projector would share its scratch schema. */
const building = new Set<string>();

/** Starts the build in the background and answers its id at once; progress goes to the builds table. */
const startBuild = async (deps: { pool: pg.Pool; store: EventStore }, projector: Projector, asOf: AsOf, requestedBy: string): Promise<string> => {
  if (building.has(projector.name)) throw new ConflictError(`${projector.name} is already being built; wait for it to finish`, 'time_travel_busy');
  building.add(projector.name);
  const id = randomUUID();
  try {
    await insertBuild(deps.pool, { id, projector: projector.name, asOf: asOf.to ?? asOf.at ?? null, requestedBy });
  } catch (error) {
    building.delete(projector.name);
    throw error;
  }
  let lastWrite = 0;
  const onProgress = (events: number, position: string) => {
    if (Date.now() - lastWrite < PROGRESS_EVERY_MS) return;
    lastWrite = Date.now();
    void updateBuild(deps.pool, id, { events, position }).catch(() => undefined);
  };
  void timeTravel(deps.pool, deps.store, projector, { ...asOf, batchSize: 2000, onProgress })
    .then((result) => updateBuild(deps.pool, id, { status: 'done', events: result.events, position: result.position }))
    .catch((error: unknown) => updateBuild(deps.pool, id, { status: 'failed', error: error instanceof Error ? error.message : String(error) }))
    .catch(() => undefined)
    .finally(() => building.delete(projector.name));
  return id;
};

export interface TimeTravelRequest extends AsOf {
  projector: string;
  requestedBy: string;
}

/**
 * An admin's time-travel build (the CLI's `replay`, from the browser), run in this process: the
 * build as it starts, its progress in the builds table for any process to answer.
 */
export const startTimeTravelBuild = async (deps: { pool: pg.Pool; store: EventStore }, request: TimeTravelRequest): Promise<TimeTravelBuildView> => {
  const projector = projectors.find((candidate) => candidate.name === request.projector);
  if (!projector) throw new NotFoundError(`No projector named ${request.projector}`, 'projector_not_found');
  const id = await startBuild(deps, projector, { to: request.to, at: request.at }, request.requestedBy);
  return buildView(deps.pool, (await loadBuild(deps.pool, id))!);
};

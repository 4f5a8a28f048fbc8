import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { EventStore } from '@sankofa/events';
import { timeTravel, type Projector } from '@sankofa/projections';
import { ConflictError } from '@sankofa/server-kit';
import { insertBuild, updateBuild } from './builds-table.ts';

const PROGRESS_EVERY_MS = 500;
/** Projectors being built by this process: two builds of one projector would share its scratch schema. */
const building = new Set<string>();

/** Starts the build in the background and answers its id at once; progress goes to the builds table. */
export const startBuild = async (
  deps: { pool: pg.Pool; store: EventStore },
  projector: Projector,
  asOf: { to?: string; at?: string },
  requestedBy: string,
): Promise<string> => {
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

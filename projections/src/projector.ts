import type pg from 'pg';
import type { RecordedEvent } from '@sankofa/events';

/** Put this in `handles` to receive every event of the log, whatever its type. */
export const ALL_EVENT_TYPES = '*';

/**
 * A read model's writer. Each version lives in its own PostgreSQL schema; `init` and `apply` run
 * with that schema first on the search path, so their SQL names tables plainly.
 */
export interface Projector {
  /** snake_case: `[a-z][a-z0-9_]*`, short enough for its schema names (at most 40 characters). */
  name: string;
  /** Bump it when `init` or `apply` changes meaning: the runtime rebuilds the new version blue/green. */
  version: number;
  /** Event types it reads; `[ALL_EVENT_TYPES]` for all. */
  handles: readonly string[];
  /** Creates its tables (and the indexes `apply` reads by) in an empty schema. */
  init(tx: pg.PoolClient): Promise<void>;
  /**
   * Secondary indexes only readers use (`IF NOT EXISTS`: it may run again). A rebuild creates them
   * once it has caught up, just before its switch, as loading rows into a table without them is
   * several times faster; every other build creates them with its tables.
   */
  createIndexes?(tx: pg.PoolClient): Promise<void>;
  /** Applies events in log order; runs in the transaction that also moves the checkpoint. */
  apply(events: RecordedEvent[], tx: pg.PoolClient): Promise<void>;
}

const NAME_PATTERN = /^[a-z][a-z0-9_]{0,39}$/;

export const assertValidProjector = (projector: Projector): void => {
  if (!NAME_PATTERN.test(projector.name)) {
    throw new Error(`Projector name "${projector.name}" must match ${NAME_PATTERN.source}`);
  }
  if (!Number.isInteger(projector.version) || projector.version < 1) {
    throw new Error(`Projector ${projector.name}: version must be a positive integer`);
  }
  if (projector.handles.length === 0) throw new Error(`Projector ${projector.name} handles no event type`);
};

export const handlesAll = (projector: Pick<Projector, 'handles'>): boolean => projector.handles.includes(ALL_EVENT_TYPES);

/** The `types` filter for a log read: undefined reads every type. */
export const typeFilter = (projector: Pick<Projector, 'handles'>): readonly string[] | undefined =>
  handlesAll(projector) ? undefined : projector.handles;

export const handledBy = (projector: Pick<Projector, 'handles'>): ((event: RecordedEvent) => boolean) => {
  if (handlesAll(projector)) return () => true;
  const types = new Set(projector.handles);
  return (event) => types.has(event.type);
};

/**
 * A version's schema. A rebuild of the version already serving goes into the `_b` twin, and the
 * one after that back into the plain name, so blue and green never share a schema.
 */
export const buildSchemaName = (name: string, version: number, twin = false): string =>
  `projection_${name}_v${version}${twin ? '_b' : ''}`;

export const isBuildSchemaOf = (name: string, schema: string): boolean =>
  new RegExp(`^projection_${name}_v\\d+(_b)?$`).test(schema);

export const replaySchemaName = (name: string): string => `replay_${name}`;

export const quoteIdentifier = (identifier: string): string => `"${identifier.replaceAll('"', '""')}"`;

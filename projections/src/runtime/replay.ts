import type pg from 'pg';
import type { EventStore } from '@sankofa/events';
import { handledBy, replaySchemaName, typeFilter, type Projector } from '../projector.ts';
import { inBatches } from './batches.ts';
import { inTransaction } from './transactions.ts';
import { createBuildSchema, listTables, useSchema } from './schemas.ts';

export interface ReplayResult {
  schemaName: string;
  /** Handled events applied. */
  events: number;
  /** The last event applied, at or before the requested position. */
  position: string | null;
  tables: { table: string; rows: number }[];
}

/**
 * Time travel: the projector's tables as they were once the log reached `to` (inclusive; the
 * whole log when omitted), built into the scratch schema `replay_<name>`, replaced on each replay.
 * No checkpoint and no view: it is for analysts to query, e.g. `SELECT * FROM replay_x.some_table`.
 */
export const replayInto = async (
  pool: pg.Pool,
  store: EventStore,
  projector: Projector,
  options: { to?: string; batchSize: number; onProgress?: (events: number, position: string) => void },
): Promise<ReplayResult> => {
  const schemaName = replaySchemaName(projector.name);
  await inTransaction(pool, (tx) => createBuildSchema(tx, projector, schemaName));
  let events = 0;
  let position: string | null = null;
  const source = store.readAll({ types: typeFilter(projector) });
  for await (const batch of inBatches(source, { maxSize: options.batchSize, fill: true })) {
    const upTo = options.to === undefined ? batch : batch.filter((event) => event.position <= options.to!);
    if (upTo.length > 0) {
      await inTransaction(pool, async (tx) => {
        await useSchema(tx, schemaName);
        await projector.apply(upTo.filter(handledBy(projector)).map(projector.handles.parse), tx);
      });
      events += upTo.length;
      position = upTo.at(-1)!.position;
      options.onProgress?.(events, position);
    }
    if (upTo.length < batch.length) break;
  }
  const tables = [];
  for (const table of await listTables(pool, schemaName)) {
    const { rows } = await pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM "${schemaName}"."${table}"`);
    tables.push({ table, rows: rows[0]?.count ?? 0 });
  }
  return { schemaName, events, position, tables };
};

import { hostname } from 'node:os';
import type pg from 'pg';
import type { EventStore } from '@sankofa/events';
import { createProjectionRuntime, migrateProjections, projectors, quoteIdentifier } from '@sankofa/projections';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Every row of a table as sorted JSON lines: the table's content, whatever order the rows were written in. */
export const tableContent = async (pool: pg.Pool, schema: string, table: string, rewrite: (text: string) => string = (text) => text): Promise<string[]> => {
  const { rows } = await pool.query(`SELECT * FROM ${quoteIdentifier(schema)}.${quoteIdentifier(table)}`);
  return rows.map((row) => rewrite(JSON.stringify(row))).sort();
};

/**
 * Every registered read model built from `store` up to `to` (the whole log when omitted), by the projection
 * runtime's own replay into scratch schemas: table name to content.
 */
export const replayEveryReadModel = async (
  pool: pg.Pool,
  store: EventStore,
  options: { to?: string; rewrite?: (text: string) => string } = {},
): Promise<Record<string, string[]>> => {
  await migrateProjections(pool);
  const runtime = createProjectionRuntime({ store, pool, projectors, logger: silent, instanceId: `test-${hostname()}`, batchSize: 500 });
  const content: Record<string, string[]> = {};
  for (const projector of projectors) {
    const result = await runtime.replay(projector.name, options.to);
    for (const { table } of result.tables) content[`${projector.name}.${table}`] = await tableContent(pool, result.schemaName, table, options.rewrite);
  }
  return content;
};

import type pg from 'pg';
import { NotFoundError } from '@sankofa/server-kit';
import { quoteIdentifier, replaySchemaName } from '../projector.ts';
import { listTables } from '../runtime/schemas.ts';

/** Values as a CSV cell would show them: dates in ISO, objects and arrays as JSON. */
export const cellText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return value.toString('base64');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

/** The quoted `schema.table` of a built table; 404 for a table the build does not have. */
export const builtTable = async (pool: pg.Pool, projector: string, table: string): Promise<string> => {
  const schema = replaySchemaName(projector);
  if (!(await listTables(pool, schema)).includes(table)) throw new NotFoundError(`The build has no table ${table}`, 'time_travel_table_not_found');
  return `${quoteIdentifier(schema)}.${quoteIdentifier(table)}`;
};

const textRows = (rows: Record<string, unknown>[], columns: string[]) => rows.map((row) => columns.map((column) => cellText(row[column])));

/** A page of rows in their physical order: a finished build is never written again, so pages neither overlap nor skip. */
export const tablePage = async (pool: pg.Pool, qualified: string, offset: number, limit: number) => {
  const { rows, fields } = await pool.query(`SELECT * FROM ${qualified} ORDER BY ctid OFFSET $1 LIMIT $2`, [offset, limit]);
  const columns = fields.map((field) => field.name);
  return { columns, rows: textRows(rows, columns) };
};

export const countRows = async (pool: pg.Pool, qualified: string): Promise<number> =>
  (await pool.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${qualified}`)).rows[0]?.count ?? 0;

/** The whole table, a thousand rows per query (keyset on ctid), for a streamed CSV: memory stays flat. */
export async function* allRows(pool: pg.Pool, qualified: string): AsyncGenerator<{ columns: string[]; rows: (string | null)[][] }> {
  let after = '(0,0)';
  for (;;) {
    const { rows, fields } = await pool.query(`SELECT ctid::text AS "__ctid", * FROM ${qualified} WHERE ctid > $1::tid ORDER BY ctid LIMIT 1000`, [after]);
    const columns = fields.map((field) => field.name).filter((name) => name !== '__ctid');
    yield { columns, rows: textRows(rows, columns) };
    if (rows.length < 1000) return;
    after = String((rows.at(-1) as { __ctid: string }).__ctid);
  }
}

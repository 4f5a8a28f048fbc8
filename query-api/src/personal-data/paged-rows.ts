import type pg from 'pg';

/** Rows read per query: an archive of any size holds at most one page of a document in memory. */
export const PAGE_SIZE = 500;

/**
 * A keyed query read page by page. `sql` orders by the row's `key` column and takes the last key seen
 * as its second-to-last parameter (null on the first page) and the page size as its last, e.g.
 * `… WHERE match_id = $1 AND ($2::text IS NULL OR position > $2) ORDER BY position LIMIT $3`.
 * The `key` column is for paging only and is left out of the rows given.
 */
export async function* pagedRows<Row extends object = Record<string, unknown>>(pool: pg.Pool, sql: string, params: readonly unknown[]): AsyncGenerator<Row> {
  let after: string | null = null;
  for (;;) {
    const { rows }: { rows: Array<{ key: string } & Row> } = await pool.query<{ key: string } & Row>(sql, [...params, after, PAGE_SIZE]);
    for (const { key: _key, ...row } of rows) yield row as Row;
    if (rows.length < PAGE_SIZE) return;
    after = rows.at(-1)!.key;
  }
}

/** The single row a query finds, or null. */
export const oneRow = async <Row extends object = Record<string, unknown>>(pool: pg.Pool, sql: string, params: readonly unknown[]): Promise<Row | null> =>
  (await pool.query<Row>(sql, [...params])).rows[0] ?? null;

/** A JSON array written item by item, indented as `JSON.stringify(…, null, 2)` would, so memory holds one item at a time. */
export async function* jsonArray(items: AsyncIterable<unknown>): AsyncGenerator<string> {
  let first = true;
  for await (const item of items) {
    yield `${first ? '[\n' : ',\n'}  ${JSON.stringify(item, null, 2).replaceAll('\n', '\n  ')}`;
    first = false;
  }
  yield first ? '[]\n' : '\n]\n';
}

/** A JSON document whose named parts are arrays written item by item, beside parts known at once. */
export async function* jsonObject(parts: Record<string, unknown | AsyncIterable<unknown>>): AsyncGenerator<string> {
  let first = true;
  for (const [name, value] of Object.entries(parts)) {
    yield `${first ? '{\n' : ',\n'}  ${JSON.stringify(name)}: `;
    first = false;
    if (isAsyncIterable(value)) for await (const text of jsonArray(value)) yield text.trimEnd().replaceAll('\n', '\n  ');
    else yield JSON.stringify(value, null, 2).replaceAll('\n', '\n  ');
  }
  yield first ? '{}\n' : '\n}\n';
}

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> => typeof value === 'object' && value !== null && Symbol.asyncIterator in value;

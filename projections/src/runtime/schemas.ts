import type pg from 'pg';
import { quoteIdentifier, type Projector } from '../projector.ts';
import { inTransaction } from './transactions.ts';

/**
 * Makes the projectors' SQL name their tables plainly; `public` stays reachable for shared
 * functions. Several schemas: builds of different projectors, whose tables' names differ.
 */
export const searchPathOf = (...schemas: string[]) => `SET LOCAL search_path TO ${schemas.map(quoteIdentifier).join(', ')}, public`;

export const useSchema = async (tx: pg.PoolClient, schema: string): Promise<void> => {
  await tx.query(searchPathOf(schema));
};

/**
 * The BEGIN of every projector transaction. It does not wait for its commit to reach the disk: a
 * read model and its checkpoint commit together, so a server crash loses only a suffix of
 * batches, checkpoint included, and that suffix is applied again from the log.
 */
export const BEGIN_PROJECTOR_TRANSACTION = 'BEGIN; SET LOCAL synchronous_commit = off';

/** The BEGIN of a projector transaction writing into `schema`, its search path set in the same round trip. */
export const beginInSchema = (schema: string): string => `${BEGIN_PROJECTOR_TRANSACTION}; ${searchPathOf(schema)}`;

/**
 * The BEGIN of a reactor's transaction on its tables: durable, as it claims intents before acting
 * on them. Its statements look up a few rows by key, so one plan for any values serves them as well,
 * and PostgreSQL would otherwise plan each run anew: a custom plan's estimate for a short array
 * always beats the generic one's (push recipients: 0.7 ms planning for 0.06 ms running).
 */
export const beginReactorTransaction = (schema: string): string => `BEGIN; ${searchPathOf(schema)}; SET LOCAL plan_cache_mode = force_generic_plan`;

/**
 * Inside the caller's transaction: an empty schema with the projector's tables, and their
 * secondary indexes unless a rebuild creates them later (`createDeferredIndexes`).
 */
export const createBuildSchema = async (tx: pg.PoolClient, projector: Projector, schema: string, { deferIndexes = false } = {}): Promise<void> => {
  await tx.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
  await tx.query(`CREATE SCHEMA ${quoteIdentifier(schema)}`);
  await useSchema(tx, schema);
  await projector.init(tx);
  if (!deferIndexes) await projector.createIndexes?.(tx);
  await tx.query('SET LOCAL search_path TO DEFAULT');
};

/** A rebuild's secondary indexes, created once it has caught up and before it serves. */
export const createDeferredIndexes = async (pool: pg.Pool, projector: Projector, schema: string): Promise<void> => {
  const { createIndexes } = projector;
  if (createIndexes) await inTransaction(pool, (tx) => createIndexes(tx), beginInSchema(schema));
};

export const dropSchema = async (db: Pick<pg.Pool | pg.PoolClient, 'query'>, schema: string): Promise<void> => {
  await db.query(`DROP SCHEMA IF EXISTS ${quoteIdentifier(schema)} CASCADE`);
};

export const listTables = async (db: Pick<pg.Pool | pg.PoolClient, 'query'>, schema: string): Promise<string[]> => {
  const { rows } = await db.query<{ table_name: string }>(
    `SELECT c.relname AS table_name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') ORDER BY c.relname`,
    [schema],
  );
  return rows.map((row) => row.table_name);
};

const viewComment = (name: string) => `sankofa projection ${name}`;

/** What `public.<table>` is now: nothing, a view of this projector, or something else it must not replace. */
const publicRelation = async (tx: pg.PoolClient, table: string): Promise<string> => {
  const { rows } = await tx.query<{ relkind: string; comment: string | null }>(
    `SELECT c.relkind, obj_description(c.oid, 'pg_class') AS comment FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relname = $1`,
    [table],
  );
  const row = rows[0];
  if (!row) return 'none';
  return row.relkind === 'v' && row.comment?.startsWith('sankofa projection ') ? row.comment : `relation of kind ${row.relkind}`;
};

/**
 * Points `public.<table>` at `schema` for every table of the build, inside the caller's
 * transaction, and drops the views of tables the previous build had and this one has not.
 * Readers see the old views or the new ones, never a mix.
 */
export const publishViews = async (tx: pg.PoolClient, name: string, schema: string, previousSchema: string | null): Promise<void> => {
  const tables = await listTables(tx, schema);
  const previous = previousSchema ? await listTables(tx, previousSchema) : [];
  for (const table of previous.filter((table) => !tables.includes(table))) {
    if ((await publicRelation(tx, table)) === viewComment(name)) await tx.query(`DROP VIEW public.${quoteIdentifier(table)}`);
  }
  for (const table of tables) {
    const existing = await publicRelation(tx, table);
    if (existing !== 'none' && existing !== viewComment(name)) {
      throw new Error(`Projector ${name} cannot publish public.${table}: it is already a ${existing}`);
    }
    const view = `public.${quoteIdentifier(table)}`;
    const select = `SELECT * FROM ${quoteIdentifier(schema)}.${quoteIdentifier(table)}`;
    // Replacing in place keeps the view's identity for readers; a changed column list needs a new view.
    await tx.query('SAVEPOINT replace_view');
    try {
      await tx.query(`CREATE OR REPLACE VIEW ${view} AS ${select}`);
    } catch {
      await tx.query('ROLLBACK TO SAVEPOINT replace_view');
      await tx.query(`DROP VIEW IF EXISTS ${view}`);
      await tx.query(`CREATE VIEW ${view} AS ${select}`);
    }
    await tx.query('RELEASE SAVEPOINT replace_view');
    await tx.query(`COMMENT ON VIEW ${view} IS '${viewComment(name)}'`);
  }
};

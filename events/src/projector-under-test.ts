import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { encodePosition } from './postgres/position.ts';
import type { Projector, ReactionContext } from './projector.ts';
import type { EventStore, Position, RecordedEvent } from './store.ts';

export interface ProjectorUnderTest {
  /** Its schema, for a test to read its tables: `SELECT … FROM "<schema>".table`. */
  readonly schema: string;
  /** As the runtime would: applies the log's events it has not seen, in one transaction, then runs its acts at `now` (answers how many). */
  tick(now?: Date): Promise<number>;
  drop(): Promise<void>;
}

/**
 * A projector or reactor run by hand on a real database, for tests on the side that cannot import
 * the projection runtime: one build in a schema of its own, caught up and acted on when the test
 * says, so time and order are the test's.
 */
/**
 * The newest event committed to the PostgreSQL log, read from the table itself: the store's own
 * reads stop below the oldest open transaction of the server, so they may not show it yet.
 */
export const committedHead = async (pool: Pick<pg.Pool, 'query'>): Promise<Position | null> => {
  const { rows } = await pool.query<{ transaction_id: string; global_position: string }>(
    `SELECT transaction_id::text AS transaction_id, global_position::text AS global_position FROM events
     ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1`, // the xid8 columns, not their text aliases
  );
  return rows[0] ? encodePosition(rows[0].transaction_id, rows[0].global_position) : null;
};

/** Waits until the store shows everything committed: other test files' open transactions hold it back a moment. */
export const untilCommittedShows = async (pool: pg.Pool, store: EventStore): Promise<void> => {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(10)) {
    if ((await committedHead(pool)) === (await store.headPosition())) return;
  }
};

export const projectorUnderTest = async (pool: pg.Pool, store: EventStore, projector: Projector): Promise<ProjectorUnderTest> => {
  const schema = `test_${projector.name}_${randomBytes(4).toString('hex')}`;
  const inTables: ReactionContext['inTables'] = async (work) => {
    const tx = await pool.connect();
    try {
      await tx.query(`BEGIN; SET LOCAL search_path TO "${schema}", public`);
      const result = await work(tx);
      await tx.query('COMMIT');
      return result;
    } catch (error) {
      await tx.query('ROLLBACK');
      throw error;
    } finally {
      tx.release();
    }
  };
  await inTables(async (tx) => {
    await tx.query(`CREATE SCHEMA "${schema}"`);
    await projector.init(tx);
    await projector.createIndexes?.(tx);
  });
  let position: Position | undefined = projector.startFrom === 'head' ? ((await store.headPosition()) ?? undefined) : undefined;
  return {
    schema,
    async tick(now = new Date()) {
      await untilCommittedShows(pool, store);
      const events: RecordedEvent[] = [];
      for await (const event of store.readAll({ after: position, types: projector.handles.types })) events.push(event);
      if (events.length > 0) {
        await inTables((tx) => projector.apply(events.filter(projector.handles.has).map(projector.handles.parse), tx));
        position = events.at(-1)!.position;
      }
      return projector.react ? projector.react.run({ now, inTables }) : 0;
    },
    drop: () => pool.query(`DROP SCHEMA "${schema}" CASCADE`).then(() => undefined),
  };
};

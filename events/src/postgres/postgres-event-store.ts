import pg from 'pg';
import { checkStreamAppends, type EventStore, type RecordedEvent } from '../store.ts';
import { appendToStream, checkExpectedRevision } from './append.ts';
import { encodePosition } from './position.ts';
import { createAppendSignal } from './append-signal.ts';
import { createGroupCommit, type GroupCommitOptions } from './group-commit.ts';
import { readLogPage, readStreamPages } from './read.ts';
import { createSharedPageReads, subscribeToLog } from './subscribe.ts';

const DEFAULT_PAGE_SIZE = 1000;

const TAIL_CONNECTIONS = 2;

/**
 * The connections live subscriptions read their pages on. Their plans are generic: a page read
 * planned for its values cost more than running it (PostgreSQL probes the index for the log's
 * current end to estimate a read at the head), and one plan serves every read at the head.
 */
const createTailPool = (pool: pg.Pool): pg.Pool => {
  const setting = '-c plan_cache_mode=force_generic_plan';
  const { options } = pool.options as { options?: string };
  const tailPool = new pg.Pool({ ...pool.options, max: TAIL_CONNECTIONS, allowExitOnIdle: true, options: options ? `${options} ${setting}` : setting });
  tailPool.on('error', () => undefined);
  return tailPool;
};

/** The embedded default: the log in one `events` table, gap-safe ordered by (transaction id, sequence). */
export const createPostgresEventStore = (pool: pg.Pool, options: { pageSize?: number; groupCommit?: GroupCommitOptions } = {}): EventStore => {
  const appendSignal = createAppendSignal(pool);
  const groupCommit = createGroupCommit(pool, options.groupCommit);
  const tailPool = createTailPool(pool);
  const sharedPageReads = createSharedPageReads(tailPool);
  const pageSize = options.pageSize ?? DEFAULT_PAGE_SIZE;

  return {
    async append(stream, events, { expected = 'any' } = {}) {
      // Nothing to write: the stream's revision, read at once.
      if (events.length === 0) return appendToStream(pool, stream, events, expected);
      checkExpectedRevision(expected);
      const [result] = await groupCommit.append([{ stream, events, expected }]);
      const last = result!.positions.at(-1);
      if (last) appendSignal.announce(last);
      return result!;
    },

    async appendToStreams(appends) {
      checkStreamAppends(appends);
      if (appends.length === 0) return [];
      const results = await groupCommit.append(appends);
      const last = results.flatMap((result) => result.positions).at(-1);
      if (last) appendSignal.announce(last);
      return results;
    },

    readStream: (stream, options) => readStreamPages(pool, stream, options),

    async *readAll(options = {}): AsyncIterable<RecordedEvent> {
      let remaining = options.limit ?? Number.POSITIVE_INFINITY;
      let after = options.after;
      while (remaining > 0) {
        const limit = Math.min(pageSize, remaining);
        const { events } = await readLogPage(pool, { ...options, after, limit });
        yield* events;
        if (events.length < limit) return;
        remaining -= events.length;
        after = events.at(-1)!.position;
      }
    },

    subscribe: (options) => subscribeToLog(tailPool, sharedPageReads, appendSignal, options),

    async headPosition() {
      const { rows } = await pool.query<{ transaction_id: string; global_position: string }>(
        `SELECT transaction_id::text AS transaction_id, global_position::text AS global_position FROM events
         WHERE transaction_id < pg_snapshot_xmin(pg_current_snapshot())
         ORDER BY events.transaction_id DESC, events.global_position DESC LIMIT 1`,
      );
      const head = rows[0];
      return head ? encodePosition(head.transaction_id, head.global_position) : null;
    },

    close: async () => {
      await appendSignal.close();
      await tailPool.end();
    },
  };
};

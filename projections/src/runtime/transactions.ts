import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

/** `begin` may carry settings for the transaction after the BEGIN, sent in the same round trip, or be a step of its own that opens it. */
export const inTransaction = async <T>(pool: pg.Pool, work: (tx: pg.PoolClient) => Promise<T>, begin: string | ((tx: pg.PoolClient) => Promise<void>) = 'BEGIN'): Promise<T> => {
  const tx = await pool.connect();
  try {
    await (typeof begin === 'string' ? tx.query(begin) : begin(tx));
    const result = await work(tx);
    await tx.query('COMMIT');
    tx.release();
    return result;
  } catch (error) {
    await tx.query('ROLLBACK').catch(() => undefined);
    // A client whose connection broke must not go back to the pool.
    tx.release(error instanceof Error ? error : true);
    throw error;
  }
};

/**
 * Runs `works` together on one connection, their statements pipelined: each goes out without
 * waiting for the others' replies, so independent writers (the projectors of a live batch) share
 * round trips instead of taking one each. Rejects with the first failure once all have settled.
 */
export const pipelined = async (tx: pg.PoolClient, works: readonly (() => Promise<void>)[]): Promise<void> => {
  const client = tx as pg.PoolClient & { pipeline: boolean; connection: { stream: { cork(): void; uncork(): void } } };
  client.pipeline = true;
  try {
    // Corked while each work sends its first statement: they leave in one write, the largest
    // single cost of a batch being a write to PostgreSQL per statement.
    const { stream } = client.connection;
    stream.cork();
    let settling: Promise<PromiseSettledResult<void>[]>;
    try {
      settling = Promise.allSettled(works.map((work) => work()));
    } finally {
      stream.uncork();
    }
    const failure = (await settling).find((outcome) => outcome.status === 'rejected');
    if (failure) {
      // A work that failed early (a `Promise.all` of its statements) may leave some of them on the
      // wire: one more statement, answered after them all, drains it before the pipeline ends.
      await tx.query('SELECT 1').catch(() => undefined);
      throw failure.reason;
    }
  } finally {
    client.pipeline = false;
  }
};

const LOCK_NOT_AVAILABLE = '55P03';
const DEADLOCK_DETECTED = '40P01';
const ATTEMPTS = 60;

/**
 * For DDL on relations that queries read (views, published tables): readers lock the views of
 * a statement one by one, in their own order, so a transaction replacing several of them can
 * form a cycle with a reader. A short lock timeout makes this side give up first, before the
 * deadlock detector could abort the reader's query, and try again a moment later.
 */
export const inDdlTransaction = async <T>(pool: pg.Pool, work: (tx: pg.PoolClient) => Promise<T>, lockTimeoutMs = 100): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(pool, async (tx) => {
        await tx.query(`SET LOCAL lock_timeout = ${Math.round(lockTimeoutMs)}`);
        return work(tx);
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= ATTEMPTS || (code !== LOCK_NOT_AVAILABLE && code !== DEADLOCK_DETECTED)) throw error;
      await sleep(10 + Math.random() * Math.min(20 * attempt, 200));
    }
  }
};

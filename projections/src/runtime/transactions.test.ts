import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '@sankofa/server-kit';
import { inTransaction, pipelined } from './transactions.ts';
import { openTestLog, type TestLog } from './testing/test-log.ts';

describe('pipelined works on one connection', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('all settle before the first failure is told, and their transaction rolls back whole', async () => {
    await log.pool.query('CREATE TABLE pipelined_steps (step text NOT NULL)');
    const settled: string[] = [];
    let client: { pipeline?: boolean } | undefined;
    const outcome = inTransaction(log.pool, (tx) => {
      client = tx as unknown as { pipeline: boolean };
      const work = (step: string, sql: string) => async () => {
        try {
          await tx.query(sql);
        } finally {
          settled.push(step);
        }
      };
      return pipelined(tx, [
        work('slow', 'SELECT pg_sleep(0.2)'),
        work('written', `INSERT INTO pipelined_steps (step) VALUES ('written')`),
        work('broken', 'SELECT no_such_column FROM pipelined_steps'),
        work('after', `INSERT INTO pipelined_steps (step) VALUES ('after')`),
      ]);
    });
    await expect(outcome).rejects.toThrow(/no_such_column/);
    expect(settled.sort()).toEqual(['after', 'broken', 'slow', 'written']);
    // Its later statements wait for each other again.
    expect(client?.pipeline).toBe(false);
    expect((await log.pool.query('SELECT count(*)::int AS n FROM pipelined_steps')).rows).toEqual([{ n: 0 }]);
  });

  it('commit together when none fails', async () => {
    await log.pool.query('CREATE TABLE pipelined_rows (n int NOT NULL)');
    await inTransaction(log.pool, (tx) => pipelined(tx, [1, 2, 3].map((n) => async () => void (await tx.query('INSERT INTO pipelined_rows VALUES ($1)', [n])))));
    expect((await log.pool.query('SELECT array_agg(n ORDER BY n) AS ns FROM pipelined_rows')).rows).toEqual([{ ns: [1, 2, 3] }]);
  });

  it('leave their connection usable when a work fails before its other statements are answered', async () => {
    const pool = createPool(log.url, 1);
    try {
      const failing = inTransaction(pool, (tx) =>
        pipelined(tx, [
          async () => void (await Promise.all([tx.query('SELECT pg_sleep(0.2)'), tx.query('SELECT pg_sleep(0.2)'), Promise.reject(new Error('refused before its statements were answered'))])),
        ]),
      );
      await expect(failing).rejects.toThrow(/refused before/);
      // The same connection, next: its replies are its own.
      expect(await inTransaction(pool, async (tx) => (await tx.query<{ n: number }>('SELECT 41 + 1 AS n')).rows)).toEqual([{ n: 42 }]);
      expect((await pool.query<{ n: number }>('SELECT 7 AS n')).rows).toEqual([{ n: 7 }]);
    } finally {
      await pool.end();
    }
  });
});

import type pg from 'pg';
import { STATEMENT_STATS } from './embedded.ts';

export interface StatementStats {
  /** Forgets what was counted so far; nothing without `BENCH_STATEMENT_STATS=1`. */
  reset(): Promise<void>;
  /** PostgreSQL's planning and execution time per unit since the reset, on stdout, and the statements that took most, on stderr. */
  report(prefix: string, units: number): Promise<void>;
}

interface StatementRow {
  calls: string;
  plan_ms: number;
  exec_ms: number;
  query: string;
}

export const statementStats = (pool: pg.Pool, top = 15): StatementStats => ({
  async reset() {
    if (!STATEMENT_STATS) return;
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await pool.query('SELECT pg_stat_statements_reset()');
  },
  async report(prefix, units) {
    if (!STATEMENT_STATS) return;
    const { rows } = await pool.query<StatementRow>(
      `SELECT calls::text, total_plan_time AS plan_ms, total_exec_time AS exec_ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 120) AS query
       FROM pg_stat_statements ORDER BY total_plan_time + total_exec_time DESC`,
    );
    const sum = (pick: (row: StatementRow) => number) => rows.reduce((total, row) => total + pick(row), 0) / units;
    console.log(`${prefix}postgres_planning_ms_per_swipe=${sum((row) => row.plan_ms).toFixed(2)}`);
    console.log(`${prefix}postgres_executing_ms_per_swipe=${sum((row) => row.exec_ms).toFixed(2)}`);
    for (const row of rows.slice(0, top)) {
      const perUnit = (ms: number) => (ms / units).toFixed(3).padStart(7);
      process.stderr.write(`${perUnit(row.plan_ms)} planning ${perUnit(row.exec_ms)} executing ms per swipe (${row.calls} calls)  ${row.query}\n`);
    }
  },
});

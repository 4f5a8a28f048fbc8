import { setTimeout as sleep } from 'node:timers/promises';
import type { Context, Next } from 'koa';
import type pg from 'pg';
import { ValidationError } from '@sankofa/server-kit';

export const MIN_POSITION_HEADER = 'X-Min-Position';
export const POSITION_REACHED_HEADER = 'X-Position-Reached';
const ACCEPTABLE_POSITION = /^[\w.:-]{1,128}$/;

export interface ReadYourWritesOptions {
  timeoutMs?: number;
  pollMs?: number;
}

interface Progress {
  /** Every active projector has passed the position. */
  reached: boolean;
  /** Nothing left to wait for: the projectors still behind, if any, have failed and will not move until fixed. */
  settled: boolean;
}

/**
 * Every projector's checkpoint advances past each event it reads, handled or not, so "my write
 * is visible" is "every active projector's position >= the write's position". Positions
 * compare as strings, byte by byte (COLLATE "C"), whatever the database's collation.
 */
const progressTowards = async (pool: pg.Pool, position: string): Promise<Progress> => {
  const { rows } = await pool.query<{ behind: number; moving: number }>(
    `SELECT count(*)::int AS behind, count(*) FILTER (WHERE state <> 'failed')::int AS moving FROM projection_checkpoints
     WHERE active AND (position IS NULL OR position COLLATE "C" < $1 COLLATE "C")`,
    [position],
  );
  return { reached: rows[0]?.behind === 0, settled: rows[0]?.moving === 0 };
};

/**
 * Read-your-writes: a GET carrying `X-Min-Position` (the position its client's last command
 * returned) waits, bounded, until the read models have passed it, then is served anyway and
 * says in `X-Position-Reached` whether they had.
 */
export const readYourWrites = (pool: pg.Pool, { timeoutMs = 2_000, pollMs = 25 }: ReadYourWritesOptions = {}) =>
  async (ctx: Context, next: Next) => {
    const wanted = ctx.get(MIN_POSITION_HEADER);
    if (!wanted || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) return next();
    if (!ACCEPTABLE_POSITION.test(wanted)) {
      throw new ValidationError(`${MIN_POSITION_HEADER} must be a log position as returned in X-Event-Position`);
    }
    const deadline = Date.now() + timeoutMs;
    let progress = await progressTowards(pool, wanted);
    while (!progress.settled && Date.now() < deadline) {
      await sleep(Math.min(pollMs, Math.max(0, deadline - Date.now())));
      progress = await progressTowards(pool, wanted);
    }
    ctx.set(POSITION_REACHED_HEADER, String(progress.reached));
    return next();
  };

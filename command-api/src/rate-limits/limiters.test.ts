import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import type pg from 'pg';
import { createRateLimits, RateLimitedError, type RateLimits } from './limiters.ts';
import { shareSizeOf } from './local-shares.ts';
import type { RateLimitOverrides } from './limits.ts';
import { migrateRateLimits } from './migrate.ts';

const SWIPES = { points: 300, durationSeconds: 3600 };

/** A process's limits over its own pool, and how many statements they sent. */
interface Process {
  limits: RateLimits;
  statements(): number;
  close(): Promise<void>;
}

let databaseUrl: string;
const processes: Process[] = [];
const startProcess = (overrides: RateLimitOverrides = { swipes: SWIPES }): Process => {
  const pool = createPool(databaseUrl);
  let statements = 0;
  const counting = new Proxy(pool, {
    get: (target, property) => (property === 'query' ? (...args: Parameters<pg.Pool['query']>) => (statements++, target.query(...args)) : Reflect.get(target, property)),
  });
  const process = { limits: createRateLimits(counting, overrides), statements: () => statements, close: () => pool.end() };
  processes.push(process);
  return process;
};
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  const pool = createPool(databaseUrl);
  await migrateRateLimits(pool);
  await pool.end();
});
afterAll(() => Promise.all(processes.map((process) => process.close())));

/** How many of `count` swipes by `member`, sent to each process in turn, were let through. */
const swipesAllowed = async (via: Process[], member: string, count: number): Promise<number> => {
  let allowed = 0;
  for (let swipe = 0; swipe < count; swipe++) {
    try {
      await via[swipe % via.length]!.limits.consume('swipes', member);
      allowed++;
    } catch (error) {
      if (!(error instanceof RateLimitedError)) throw error;
    }
  }
  return allowed;
};

describe('a limit counted a share at a time', () => {
  it('costs a member one round trip per share of her allowance, not one per request, and still stops her at the limit', async () => {
    const process = startProcess();
    const member = randomUUID();
    expect(await swipesAllowed([process], member, SWIPES.points + 20)).toBe(SWIPES.points);
    // One reservation per share, then the key is refused from memory.
    expect(process.statements()).toBeLessThanOrEqual(SWIPES.points / shareSizeOf(SWIPES.points) + 1);
  });

  it('holds across processes on one database: never more than the limit, at most a share per other process less', async () => {
    const processesHere = [startProcess(), startProcess(), startProcess()];
    const member = randomUUID();
    const allowed = await swipesAllowed(processesHere, member, 2 * SWIPES.points);
    expect(allowed).toBeLessThanOrEqual(SWIPES.points);
    expect(allowed).toBeGreaterThanOrEqual(SWIPES.points - (processesHere.length - 1) * (shareSizeOf(SWIPES.points) - 1));
  });

  it('hands out the last points left, however fewer than a share, and not one more', async () => {
    const [first, second] = [startProcess(), startProcess()];
    const member = randomUUID();
    const share = shareSizeOf(SWIPES.points);
    // The first process takes every share: all but the points of its last share it does not spend.
    expect(await swipesAllowed([first], member, SWIPES.points - share / 2)).toBe(SWIPES.points - share / 2);
    expect(await swipesAllowed([second], member, share)).toBe(0);
    expect(await swipesAllowed([first], member, share)).toBe(share / 2);
  });

  it('grants a process what is left of the shared count when that is less than a share', async () => {
    const odd = { points: SWIPES.points + 5, durationSeconds: SWIPES.durationSeconds };
    const [first, second] = [startProcess({ swipes: odd }), startProcess({ swipes: odd })];
    const member = randomUUID();
    const share = shareSizeOf(odd.points);
    // The first takes every whole share (300 points) and spends all but 10 of them; 5 are left in the shared count.
    expect(await swipesAllowed([first], member, SWIPES.points - 10)).toBe(SWIPES.points - 10);
    expect(await swipesAllowed([second], member, share)).toBe(5);
    expect(await swipesAllowed([first], member, share)).toBe(10);
  });
});

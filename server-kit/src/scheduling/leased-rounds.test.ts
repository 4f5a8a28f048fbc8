import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPool } from '../database.ts';
import type { Logger } from '../logger.ts';
import { createTestDatabase } from '../testing.ts';
import { migrateSchedulerLeases, startLeasedRounds, type LeasedRoundsOptions } from './leased-rounds.ts';

let pool: pg.Pool;
let sequence = 0;

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateSchedulerLeases(pool);
});
afterAll(async () => {
  await pool?.end();
});

/** Rounds that count how often they ran; the timer is an hour, so only `tick` runs them unless a test says otherwise. */
const counted = (overrides: Partial<LeasedRoundsOptions> = {}) => {
  const runs = { count: 0 };
  const rounds = startLeasedRounds({
    pool,
    lease: `test-lease-${++sequence}`,
    intervalMs: 3_600_000,
    leaseMs: 60_000,
    failureMessage: 'test round failed',
    round: async () => ++runs.count,
    ...overrides,
  });
  return { rounds, runs };
};

describe('leased rounds', () => {
  it('runs the round on the lease holder only, and on the other instance at once after the holder stops', async () => {
    const lease = `shared-${++sequence}`;
    const first = counted({ lease, instanceId: 'first' });
    const second = counted({ lease, instanceId: 'second' });
    try {
      expect(await first.rounds.tick()).toBe(1);
      expect(await second.rounds.tick()).toBe(0);
      expect(await first.rounds.tick()).toBe(2);
      expect(second.runs.count).toBe(0);

      await first.rounds.stop();
      expect(await second.rounds.tick()).toBe(1);
    } finally {
      await first.rounds.stop();
      await second.rounds.stop();
    }
  });

  it('takes over a lease whose holder stopped renewing it once it has run out', async () => {
    const lease = `expiring-${++sequence}`;
    let now = new Date('2030-01-01T00:00:00Z');
    const clock = () => now;
    const first = counted({ lease, instanceId: 'first', clock });
    const second = counted({ lease, instanceId: 'second', clock });
    try {
      expect(await first.rounds.tick()).toBe(1);
      now = new Date(now.getTime() + 59_000);
      expect(await second.rounds.tick()).toBe(0);
      now = new Date(now.getTime() + 2_000);
      expect(await second.rounds.tick()).toBe(1);
      expect(await first.rounds.tick()).toBe(0);
    } finally {
      await first.rounds.stop();
      await second.rounds.stop();
    }
  });

  it('shares one round between ticks while it runs, and passes the round its clock', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const seen: Date[] = [];
    const round = async (at: Date) => {
      seen.push(at);
      await released;
      return seen.length;
    };
    const { rounds } = counted({ round, clock: () => now });
    try {
      const ticks = [rounds.tick(), rounds.tick(), rounds.tick()];
      await vi.waitFor(() => expect(seen).toHaveLength(1));
      release();
      expect(await Promise.all(ticks)).toEqual([1, 1, 1]);
      expect(seen).toEqual([now]);
    } finally {
      release();
      await rounds.stop();
    }
  });

  it('logs a timed round that fails, and runs the next tick again', async () => {
    const errors: Array<{ message: string; fields?: Record<string, unknown> }> = [];
    const logger: Logger = { info: () => undefined, warn: () => undefined, error: (message, fields) => errors.push({ message, fields }) };
    let failing = true;
    const round = async () => {
      if (failing) throw new Error('the database went away');
      return 7;
    };
    const { rounds } = counted({ round, logger, intervalMs: 20 });
    try {
      await vi.waitFor(() => expect(errors[0]).toEqual({ message: 'test round failed', fields: { error: 'the database went away' } }));
      await expect(rounds.tick()).rejects.toThrow('the database went away');
      failing = false;
      expect(await rounds.tick()).toBe(7);
    } finally {
      await rounds.stop();
    }
  });
});

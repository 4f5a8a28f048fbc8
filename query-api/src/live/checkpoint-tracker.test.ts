import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createPositionSignal, type PositionSignal } from '@sankofa/events';
import { CHECKPOINTS_CHANNEL, migrateProjections } from '@sankofa/projections';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { hasPassed, trackCheckpoints, type Checkpoint } from './checkpoint-tracker.ts';
import { positionAt as at, setCheckpoint as setCheckpointOf } from '../testing/checkpoints.ts';

let pool: pg.Pool;
let signal: PositionSignal;

const setCheckpoint = (name: string, position: string | null, state?: string) => setCheckpointOf(pool, name, position, state);

/** The pool, counting the queries made through it. */
const countingPool = () => {
  const counted = { queries: 0 };
  const query = (...args: Parameters<pg.Pool['query']>) => {
    counted.queries += 1;
    return (pool.query as (...parameters: unknown[]) => unknown)(...args);
  };
  return { counted, pool: { query } as unknown as pg.Pool };
};

const passedBy = (name: string, position: string) => (checkpoints: readonly Checkpoint[]) =>
  hasPassed(checkpoints.find((checkpoint) => checkpoint.name === name), position) || undefined;

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateProjections(pool);
  signal = createPositionSignal(pool, CHECKPOINTS_CHANNEL);
});
afterAll(async () => {
  await signal.close();
  await pool.end();
});

describe('one reader of the checkpoints for every waiter', () => {
  it('wakes many waiters with one read per checkpoint move, not one per waiter', async () => {
    const { counted, pool: counting } = countingPool();
    const tracker = trackCheckpoints(counting, signal);
    await setCheckpoint('members', at(1));
    const waiters = Array.from({ length: 50 }, () => tracker.until(passedBy('members', at(3)), 60_000));
    await setCheckpoint('members', at(2));
    await setCheckpoint('members', at(3));
    expect(await Promise.all(waiters)).toEqual(Array.from({ length: 50 }, () => true));
    // The first read, one per move, and at most a few more should a NOTIFY come late or the machine be slow.
    expect(counted.queries).toBeGreaterThanOrEqual(1);
    expect(counted.queries).toBeLessThan(10);
    expect(tracker.latest?.find((checkpoint) => checkpoint.name === 'members')?.position).toBe(at(3));
  });

  it('answers undefined after the timeout or once aborted, and stops reading when nobody waits', async () => {
    const { counted, pool: counting } = countingPool();
    const tracker = trackCheckpoints(counting, signal);
    const aborted = new AbortController();
    const abandoned = tracker.until(passedBy('members', at(99)), 60_000, aborted.signal);
    const timedOut = tracker.until(passedBy('members', at(99)), 50);
    aborted.abort();
    expect(await abandoned).toBeUndefined();
    expect(await timedOut).toBeUndefined();
    const readsWhileWaiting = counted.queries;
    const moved = signal.wait(15_000);
    await setCheckpoint('members', at(4));
    // The move's NOTIFY has woken this process: a tracker still reading would have read on it by the next turn.
    await moved;
    await new Promise<void>((resolve) => setImmediate(resolve));
    expect(signal.latest).toBe(at(4));
    expect(counted.queries).toBe(readsWhileWaiting);
  });

  it('hands a failed read to every waiter', async () => {
    const failing = { query: () => Promise.reject(new Error('database gone')) } as unknown as pg.Pool;
    const tracker = trackCheckpoints(failing, signal);
    await expect(Promise.all([tracker.until(() => true, 60_000), tracker.until(() => true, 60_000)])).rejects.toThrow('database gone');
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPositionSignal, type PositionSignal } from './append-signal.ts';

let pool: ReturnType<typeof createPool>;
let here: PositionSignal;
let elsewhere: PositionSignal;

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  here = createPositionSignal(pool, 'signal_test');
  elsewhere = createPositionSignal(pool, 'signal_test');
});
afterAll(async () => {
  await Promise.all([here.close(), elsewhere.close()]);
  await pool.end();
});

/** Counts the wakes of a waiter that waits again after each one, for `ms`. */
const wakesWithin = async (signal: PositionSignal, ms: number, during: () => void): Promise<number> => {
  let wakes = 0;
  let open = true;
  const over = sleep(ms).then(() => (open = false));
  const counting = (async () => {
    while (open) {
      // Each wait outlasts the window (a timer may fire a little early): only a wake ends one inside it.
      await Promise.race([signal.wait(10 * ms), over]);
      if (open) wakes++;
    }
  })();
  during();
  await counting;
  return wakes;
};

it("wakes a process's waiters once for its own announcement, not again for its NOTIFY's echo, and for another process's", async () => {
  // Both listening before anything is announced.
  await Promise.all([here.wait(200), elsewhere.wait(200)]);

  expect(await wakesWithin(here, 1_000, () => here.announce('0000000000000001/0000000000000001'))).toBe(1);
  // The other process hears it once, through PostgreSQL.
  expect(await wakesWithin(elsewhere, 1_000, () => here.announce('0000000000000002/0000000000000002'))).toBe(1);
  expect(elsewhere.latest).toBe('0000000000000002/0000000000000002');
  expect(await wakesWithin(here, 1_000, () => elsewhere.announce('0000000000000003/0000000000000003'))).toBe(1);
  expect(here.latest).toBe('0000000000000003/0000000000000003');
});

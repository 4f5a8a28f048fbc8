import { firstValueFrom, filter } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger, createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import type pg from 'pg';
import { openRelayBus, type RelayBus } from './relay-bus.ts';

let pool: pg.Pool;
let first: RelayBus;
let second: RelayBus;
beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  const logger = createLogger('relay-test', { silent: true });
  [first, second] = [openRelayBus(pool, logger), openRelayBus(pool, logger)];
  // Both connections have run their LISTEN: a message published from then on reaches both.
  const listening = `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle' AND query = 'LISTEN sankofa_live_relay'`;
  await vi.waitUntil(async () => (await pool.query<{ n: number }>(listening)).rows[0]!.n === 2, { timeout: 15_000 });
});
afterAll(async () => {
  await first.close();
  await second.close();
  await pool.end();
});

describe('the relay bus between query-api instances', () => {
  it('hands a message published on one instance to every instance, small or larger than a NOTIFY may carry', async () => {
    for (const sdp of ['v=0 short', `v=0 ${'a=candidate:x '.repeat(1000)}`]) {
      const message = { memberId: 'ama', type: 'rtc_signal', payload: { dateId: 'd1', fromMemberId: 'kofi', signal: { kind: 'offer', sdp } } };
      const onSecond = firstValueFrom(second.messages.pipe(filter((received) => JSON.stringify(received) === JSON.stringify(message))));
      const onFirst = firstValueFrom(first.messages.pipe(filter((received) => JSON.stringify(received) === JSON.stringify(message))));
      await first.publish(message);
      expect(await onSecond).toEqual(message);
      expect(await onFirst).toEqual(message);
    }
  });
});

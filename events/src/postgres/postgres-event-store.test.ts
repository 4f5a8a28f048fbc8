import pg from 'pg';
import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { describe, expect, it, vi } from 'vitest';
import { describeEventStoreContract } from '../contract/event-store-contract.ts';
import { describeSealingContract } from '../contract/sealing-contract.ts';
import { createMasterKeys, createPostgresDataKeys, migrateDataKeys } from '../sealing/index.ts';
import { collect, testEvent, uniqueCategory } from '../contract/test-events.ts';
import type { RecordedEvent } from '../store.ts';
import { decodePosition } from './position.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';
import { migrateEventStore } from './schema.ts';

describeEventStoreContract('PostgreSQL', async () => {
  const pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  const store = createPostgresEventStore(pool);
  return { ...store, close: async () => (await store.close(), await pool.end()) };
});

describeSealingContract(
  'PostgreSQL',
  async () => {
    const pool = createPool(await createTestDatabase());
    await migrateEventStore(pool);
    const store = createPostgresEventStore(pool);
    return { ...store, close: async () => (await store.close(), await pool.end()) };
  },
  async () => {
    const pool = createPool(await createTestDatabase());
    await migrateDataKeys(pool);
    return { keys: createPostgresDataKeys(pool, createMasterKeys('contract-master-key')), close: () => pool.end() };
  },
);

describe('PostgreSQL log positions', () => {
  it('orders the head by transaction id as a number, not as text', async () => {
    const pool = createPool(await createTestDatabase());
    await migrateEventStore(pool);
    const store = createPostgresEventStore(pool);
    // Transactions 9 and 10 long finished: as text, '9' would sort after '10'.
    await pool.query(
      `INSERT INTO events (transaction_id, stream_name, stream_revision, category, type, data, metadata)
       VALUES ('9', 'old-1', 0, 'old', 'Counted', '{}', '{}'), ('10', 'old-1', 1, 'old', 'Counted', '{}', '{}')`,
    );
    const [, newest] = await collect(store.readAll());
    expect(await store.headPosition()).toBe(newest!.position);
    expect(newest!.position.startsWith('00000000000000000010-')).toBe(true);
    await store.close();
    await pool.end();
  });
});

describe('PostgreSQL subscriptions', () => {
  it('start a filtered read past the events they skipped, not at their last match', async () => {
    const pool = createPool(await createTestDatabase());
    await migrateEventStore(pool);
    const store = createPostgresEventStore(pool);
    const readsFrom: string[] = [];
    // Every pool's: a subscription reads on connections of its own.
    const originalQuery = pg.Pool.prototype.query as (this: pg.Pool, ...args: unknown[]) => unknown;
    const query = vi.spyOn(pg.Pool.prototype, 'query').mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
      const { text, values } = (typeof args[0] === 'object' && args[0] !== null ? args[0] : {}) as { text?: string; values?: unknown[] };
      // Filtered or, once caught up, the page every subscription at the head shares.
      if (text?.includes('pg_current_snapshot')) readsFrom.push(String(values![0]));
      return originalQuery.apply(this, args);
    } as never);
    const category = uniqueCategory();
    const abort = new AbortController();
    const received: RecordedEvent[] = [];
    const following = (async () => {
      for await (const event of store.subscribe({ filter: { types: ['Wanted'] }, signal: abort.signal })) {
        received.push(event);
        if (received.length === 2) abort.abort();
      }
    })();
    await store.append(`${category}-1`, [testEvent('Wanted')]);
    const skipped = await store.append(`${category}-2`, [testEvent('Skipped'), testEvent('Skipped')]);
    await vi.waitFor(() => expect(readsFrom.some((transactionId) => BigInt(transactionId) >= BigInt(decodePosition(skipped.positions[1]!).transactionId))).toBe(true));
    const wanted = await store.append(`${category}-3`, [testEvent('Wanted')]);
    await following;
    expect(received.map((event) => event.type)).toEqual(['Wanted', 'Wanted']);
    expect(received[1]!.position).toBe(wanted.positions[0]);
    query.mockRestore();
    await store.close();
    await pool.end();
  });

  it('read each page at the head once for all of them, and each keeps what its filter takes', async () => {
    const pool = createPool(await createTestDatabase());
    await migrateEventStore(pool);
    const store = createPostgresEventStore(pool);
    const category = uniqueCategory();
    const abort = new AbortController();
    const everything: string[] = [];
    const wanted: string[] = [];
    const follow = async (into: string[], filter?: { types: string[] }) => {
      for await (const event of store.subscribe({ filter, signal: abort.signal })) into.push(event.type);
    };
    let pageReads = 0;
    const originalQuery = pg.Pool.prototype.query as (this: pg.Pool, ...args: unknown[]) => unknown;
    const query = vi.spyOn(pg.Pool.prototype, 'query').mockImplementation(function (this: pg.Pool, ...args: unknown[]) {
      const { text } = (typeof args[0] === 'object' && args[0] !== null ? args[0] : {}) as { text?: string };
      if (text?.includes('pg_current_snapshot')) pageReads += 1;
      return originalQuery.apply(this, args);
    } as never);
    const following = Promise.all([follow(everything), follow(wanted, { types: ['Wanted'] })]);
    // Each reads the empty log once, then waits at the head.
    await vi.waitFor(() => expect(pageReads).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    pageReads = 0;
    const types = ['Wanted', 'Skipped', 'Wanted', 'Skipped'];
    for (const [index, type] of types.entries()) {
      await store.append(`${category}-${index}`, [testEvent(type)]);
      await vi.waitFor(() => expect(everything).toHaveLength(index + 1));
    }
    await vi.waitFor(() => expect(wanted).toEqual(['Wanted', 'Wanted']));
    expect(everything).toEqual(types);
    // One read per append; each subscription read a page of its own before, twice as many.
    expect(pageReads).toBeLessThan(types.length * 2);
    abort.abort();
    await following;
    query.mockRestore();
    await store.close();
    await pool.end();
  });
});

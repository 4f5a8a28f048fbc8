import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { describe, expect, it } from 'vitest';
import { describeEventStoreContract } from '../contract/event-store-contract.ts';
import { describeSealingContract } from '../contract/sealing-contract.ts';
import { createMasterKeys, createPostgresDataKeys, migrateDataKeys } from '../sealing/index.ts';
import { collect } from '../contract/test-events.ts';
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

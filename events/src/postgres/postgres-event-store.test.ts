import { createPool } from '@sankofa/server-kit';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { describeEventStoreContract } from '../contract/event-store-contract.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';
import { migrateEventStore } from './schema.ts';

describeEventStoreContract('PostgreSQL', async () => {
  const pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  const store = createPostgresEventStore(pool);
  return { ...store, close: async () => (await store.close(), await pool.end()) };
});

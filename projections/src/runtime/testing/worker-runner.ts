/**
 * One projections worker in its own process, for the tests that kill one (SIGKILL: no lease
 * handed back, no heartbeat withdrawn): `DATABASE_URL=… INSTANCE_ID=… LEDGERS=n LEASE_SECONDS=s`.
 * Prints STARTED once its runtime runs.
 */
import { createPostgresEventStore } from '@sankofa/events';
import { createPool } from '@sankofa/server-kit';
import { createProjectionRuntime } from '../runtime.ts';
import { ledgers } from './ledger-projector.ts';
import { silentLogger } from './test-log.ts';

const instanceId = process.env.INSTANCE_ID!;
const pool = createPool(process.env.DATABASE_URL!);
const runtime = createProjectionRuntime({
  store: createPostgresEventStore(pool),
  pool,
  projectors: ledgers(Number(process.env.LEDGERS), instanceId),
  logger: silentLogger,
  instanceId,
  batchSize: 100,
  leaseSeconds: Number(process.env.LEASE_SECONDS),
});
await runtime.start();
process.stdout.write('STARTED\n');

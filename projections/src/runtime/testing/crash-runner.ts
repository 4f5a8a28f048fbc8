/**
 * Run as a separate process by the crash tests, which kill it with SIGKILL while a batch's
 * transaction is open: `MODE=serve|rebuild DATABASE_URL=… CRASH_AT_BATCH=n VERSION=v`.
 */
import { createPostgresEventStore } from '@sankofa/events';
import { createPool } from '@sankofa/server-kit';
import { createProjectionRuntime } from '../runtime.ts';
import { ledgerProjector } from './ledger-projector.ts';
import { silentLogger } from './test-log.ts';

const crashAt = Number(process.env.CRASH_AT_BATCH ?? '3');
const pool = createPool(process.env.DATABASE_URL!);
const store = createPostgresEventStore(pool);
let batches = 0;
const projector = ledgerProjector({
  version: Number(process.env.VERSION ?? '1'),
  writer: 'crashed',
  afterWrites: async (_events, tx) => {
    if (++batches !== crashAt) return;
    // Lets the server notice at once that this client died, and roll the transaction back.
    await tx.query(`SET LOCAL client_connection_check_interval = 100`);
    process.stdout.write('IN_BATCH\n');
    await tx.query('SELECT pg_sleep(60)');
  },
});
const runtime = createProjectionRuntime({ store, pool, projectors: [projector], logger: silentLogger, instanceId: 'doomed', batchSize: 100, leaseSeconds: 1 });
if (process.env.MODE === 'rebuild') await runtime.rebuild(projector.name);
else await runtime.start();

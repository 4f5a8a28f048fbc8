import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBuilds } from './checkpoints.ts';
import { createProjectionRuntime } from './runtime.ts';
import { ledgerProjector } from './testing/ledger-projector.ts';
import { appendMany, openTestLog, rowsOf, silentLogger, waitFor, waitUntilCaughtUp, type TestLog } from './testing/test-log.ts';

describe('a deploy with a newer projector version', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
    await appendMany(log.store, { category: 'account', streams: 20, count: 800 });
  });
  afterAll(() => log.close());

  it('rebuilds it blue/green on start while the old code keeps serving, then both settle on the new version', async () => {
    const options = { store: log.store, pool: log.pool, logger: silentLogger, batchSize: 100, leaseSeconds: 1 };
    const oldCode = createProjectionRuntime({ ...options, projectors: [ledgerProjector({ version: 1, writer: 'old' })] });
    await oldCode.start();
    await waitUntilCaughtUp(oldCode, log);

    const newCode = createProjectionRuntime({ ...options, projectors: [ledgerProjector({ version: 2, writer: 'new' })] });
    await newCode.start();
    await waitFor('the switch to version 2', async () => (await loadBuilds(log.pool, ['ledger'])).some((build) => build.active && build.version === 2));
    await appendMany(log.store, { category: 'account', streams: 5, count: 50 });
    await waitUntilCaughtUp(newCode, log);

    const statuses = await oldCode.status();
    expect(statuses.map((status) => [status.version, status.active, status.state])).toEqual([[2, true, 'running']]);
    expect(await rowsOf(log.pool, 'SELECT writer, version, count(*)::int AS n FROM public.ledger_entries GROUP BY 1, 2')).toEqual([{ writer: 'new', version: 2, n: 850 }]);
    await Promise.all([oldCode.stop(), newCode.stop()]);
  });
});

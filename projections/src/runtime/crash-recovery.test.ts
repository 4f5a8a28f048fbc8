import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBuilds } from './checkpoints.ts';
import { createProjectionRuntime } from './runtime.ts';
import { runUntilKilledMidBatch } from './testing/crash.ts';
import { ledgerProjector } from './testing/ledger-projector.ts';
import { appendMany, openTestLog, rowsOf, silentLogger, waitFor, waitUntilCaughtUp, type TestLog } from './testing/test-log.ts';

const ledgerTables = async (log: TestLog, schema: string) => ({
  entries: await rowsOf(log.pool, `SELECT event_id, stream, position, amount FROM ${schema}.ledger_entries ORDER BY position, event_id`),
  balances: await rowsOf(log.pool, `SELECT stream, total, entries FROM ${schema}.ledger_balances ORDER BY stream`),
});

const survivor = (log: TestLog, version: number) =>
  createProjectionRuntime({
    store: log.store,
    pool: log.pool,
    projectors: [ledgerProjector({ version, writer: 'survivor' })],
    logger: silentLogger,
    instanceId: 'survivor',
    batchSize: 100,
    leaseSeconds: 1,
  });

describe('a projector killed mid-batch', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
    await appendMany(log.store, { category: 'account', streams: 40, count: 1500 });
    await appendMany(log.store, { category: 'noise', streams: 5, count: 100, type: 'Ignored' });
  });
  afterAll(() => log.close());

  it('resumes from its last committed batch after a kill inside a transaction, equal to a full rebuild', async () => {
    await runUntilKilledMidBatch({ DATABASE_URL: log.url, MODE: 'serve', CRASH_AT_BATCH: '4' });
    const [crashed] = await loadBuilds(log.pool, ['ledger']);
    expect(crashed?.position).not.toBeNull();
    expect(crashed?.state).toBe('catching_up');
    // Three batches committed; the fourth, killed mid-transaction, left nothing behind.
    expect(await rowsOf(log.pool, 'SELECT count(*)::int AS n FROM public.ledger_entries')).toEqual([{ n: 300 }]);

    const runtime = survivor(log, 1);
    await runtime.start();
    await appendMany(log.store, { category: 'account', streams: 10, count: 250 });
    await waitUntilCaughtUp(runtime, log);
    await runtime.stop();

    const replay = await runtime.replay('ledger');
    expect(replay.events).toBe(1750);
    expect(await ledgerTables(log, 'public')).toEqual(await ledgerTables(log, replay.schemaName));
    expect(await rowsOf(log.pool, `SELECT count(DISTINCT event_id)::int AS n, count(*)::int AS total FROM public.ledger_entries`)).toEqual([{ n: 1750, total: 1750 }]);
  });

  it('resumes a rebuild killed mid-batch, then switches to a build equal to a full rebuild', async () => {
    await runUntilKilledMidBatch({ DATABASE_URL: log.url, MODE: 'rebuild', VERSION: '2', CRASH_AT_BATCH: '6' });
    const builds = await loadBuilds(log.pool, ['ledger']);
    expect(builds.map((build) => [build.version, build.active, build.state])).toEqual([
      [1, true, 'running'],
      [2, false, 'rebuilding'],
    ]);
    expect(builds[1]?.position).not.toBeNull();

    // The new code's runtime finds the unfinished rebuild and resumes it once the dead lease expires.
    const runtime = survivor(log, 2);
    await runtime.start();
    await waitFor('the rebuild to switch', async () => (await loadBuilds(log.pool, ['ledger'])).some((build) => build.active && build.version === 2));
    await waitUntilCaughtUp(runtime, log);
    await runtime.stop();

    const replay = await runtime.replay('ledger');
    expect(await ledgerTables(log, 'public')).toEqual(await ledgerTables(log, replay.schemaName));
    expect(await rowsOf(log.pool, 'SELECT DISTINCT version FROM public.ledger_entries')).toEqual([{ version: 2 }]);
    expect(await rowsOf(log.pool, `SELECT nspname FROM pg_namespace WHERE nspname LIKE 'projection_ledger%'`)).toEqual([{ nspname: 'projection_ledger_v2' }]);
  });
});

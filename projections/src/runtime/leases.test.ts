import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBuilds } from './checkpoints.ts';
import { createProjectionRuntime } from './runtime.ts';
import { ledgerProjector } from './testing/ledger-projector.ts';
import { appendMany, openTestLog, rowsOf, silentLogger, waitFor, waitUntilCaughtUp, type TestLog } from './testing/test-log.ts';

const runner = (log: TestLog, instanceId: string) =>
  createProjectionRuntime({
    store: log.store,
    pool: log.pool,
    projectors: [ledgerProjector({ writer: instanceId })],
    logger: silentLogger,
    instanceId,
    batchSize: 50,
    leaseSeconds: 2,
  });

describe('two runtimes on one projector', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('lets exactly one of them write, and the other take over when it stops', async () => {
    const alpha = runner(log, 'alpha');
    const beta = runner(log, 'beta');
    await Promise.all([alpha.start(), beta.start()]);
    await Promise.all([
      appendMany(log.store, { category: 'account', streams: 30, count: 900 }),
      appendMany(log.store, { category: 'wallet', streams: 20, count: 600 }),
    ]);
    await waitUntilCaughtUp(alpha, log);

    const [build] = await loadBuilds(log.pool, ['ledger']);
    const owner = build?.leaseOwner?.split('#')[0];
    expect(['alpha', 'beta']).toContain(owner);
    expect(await rowsOf(log.pool, 'SELECT DISTINCT writer FROM public.ledger_entries')).toEqual([{ writer: owner }]);
    expect(await rowsOf(log.pool, 'SELECT count(*)::int AS total, count(DISTINCT event_id)::int AS distinct_events FROM public.ledger_entries')).toEqual([
      { total: 1500, distinct_events: 1500 },
    ]);

    const [holder, other] = owner === 'alpha' ? [alpha, beta] : [beta, alpha];
    await holder.stop();
    await appendMany(log.store, { category: 'account', streams: 30, count: 300 });
    await waitFor('the other runtime to take over', async () => (await loadBuilds(log.pool, ['ledger']))[0]?.leaseOwner?.startsWith(`${other.instanceId}#`) === true);
    await waitUntilCaughtUp(other, log);
    expect(await rowsOf(log.pool, 'SELECT count(*)::int AS total, count(DISTINCT event_id)::int AS distinct_events FROM public.ledger_entries')).toEqual([
      { total: 1800, distinct_events: 1800 },
    ]);
    expect(await rowsOf(log.pool, `SELECT count(*)::int AS n FROM public.ledger_entries WHERE writer = '${other.instanceId}'`)).toEqual([{ n: 300 }]);
    expect(await rowsOf(log.pool, 'SELECT sum(entries)::int AS n FROM public.ledger_balances')).toEqual([{ n: 1800 }]);
    await other.stop();
  });
});

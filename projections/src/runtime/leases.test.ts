import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureBuilds } from './builds.ts';
import { acquireLease, keepLease, stealLease } from './leases.ts';
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

describe('the leases a worker pool keeps', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('are renewed together, one statement a tick, and only the one taken away is told', async () => {
    const builds = await Promise.all(['kept_a', 'kept_b', 'kept_c'].map(async (name) => (await ensureBuilds(log.pool, log.store, ledgerProjector({ name })))[0]!));
    const leaseSeconds = 0.6;
    for (const build of builds) await acquireLease(log.pool, build, `${build.name}#1`, leaseSeconds);
    const renewed: number[] = [];
    const query = vi.spyOn(log.pool, 'query');
    query.mockImplementation(((config: { name?: string; values?: unknown[][] }, ...rest: unknown[]) => {
      if (config?.name === 'sankofa_renew_leases') renewed.push(config.values![0]!.length);
      return (pg.Pool.prototype.query as (...args: unknown[]) => unknown).call(log.pool, config, ...rest);
    }) as never);
    const lost: string[] = [];
    const kept = builds.map((build) => keepLease(log.pool, build, `${build.name}#1`, leaseSeconds, () => lost.push(build.name)));
    await waitFor('a renewal', async () => renewed.length > 0);
    await stealLease(log.pool, builds[1]!, 'thief#1', 30);
    await waitFor('the taken lease to be told', async () => lost.length > 0);
    await new Promise((resolve) => setTimeout(resolve, leaseSeconds * 2000));
    kept.forEach((lease) => lease.stop());
    query.mockRestore();

    expect(renewed[0]).toBe(3);
    expect(lost).toEqual(['kept_b']);
    const held = await rowsOf(log.pool, `SELECT name FROM projection_checkpoints WHERE name LIKE 'kept_%' AND lease_expires_at > now() ORDER BY name`);
    expect(held).toEqual([{ name: 'kept_a' }, { name: 'kept_b' }, { name: 'kept_c' }]);
  });
});

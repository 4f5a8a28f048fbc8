import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, recentOperations, requestOperation, type ProjectionOperation } from '@sankofa/server-kit';
import { loadBuilds } from './checkpoints.ts';
import { createProjectionRuntime } from './runtime.ts';
import { isPoison, ledgerProjector } from './testing/ledger-projector.ts';
import { appendMany, openTestLog, rowsOf, silentLogger, testEvent, waitFor, waitUntilCaughtUp, type TestLog } from './testing/test-log.ts';

describe('operations requested from the console', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
    await appendMany(log.store, { category: 'account', streams: 20, count: 1500 });
  });
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await log.close();
  });

  /** Each instance with a pool of its own, as separate processes would have. */
  const ownPool = () => {
    const pool = createPool(log.url);
    pools.push(pool);
    return pool;
  };
  const instance = (id: string, options: Parameters<typeof ledgerProjector>[0] = {}) =>
    createProjectionRuntime({ store: log.store, pool: ownPool(), logger: silentLogger, batchSize: 100, leaseSeconds: 2, operationsPollMs: 100, instanceId: id, projectors: [ledgerProjector(options)] });
  const operation = async (id: string): Promise<ProjectionOperation> => (await recentOperations(log.pool)).find((candidate) => candidate.id === id)!;
  const finished = async (id: string) => {
    await waitFor(`operation ${id} to finish`, async () => ['done', 'failed'].includes((await operation(id)).status));
    return operation(id);
  };

  it('is taken by exactly one instance; one stopping mid-rebuild hands it back and another finishes it', async () => {
    const slow = { afterWrites: async (_events: unknown, tx: { query(sql: string): Promise<unknown> }) => void (await tx.query('SELECT pg_sleep(0.05)')) };
    const first = instance('first', slow);
    await first.start();
    await waitUntilCaughtUp(first, log);
    const before = (await loadBuilds(log.pool, ['ledger']))[0]!.schemaName;

    const requested = (await requestOperation(log.pool, { projector: 'ledger', kind: 'rebuild', requestedBy: 'ada' }))!;
    await waitFor('the rebuild to make progress', async () => (await operation(requested.id)).events > 0);
    expect(await operation(requested.id)).toMatchObject({ status: 'running', claimedBy: 'first', totalEvents: 1500, phase: 'rebuilding' });
    await first.stop();
    expect(await operation(requested.id)).toMatchObject({ status: 'requested', claimedBy: null });

    const second = instance('second');
    const third = instance('third');
    await Promise.all([second.start(), third.start()]);
    const done = await finished(requested.id);
    expect(done).toMatchObject({ status: 'done', events: expect.any(Number), message: expect.stringMatching(/^switched to v1 \(projection_ledger_v1(_b)?\)$/) });
    expect(['second', 'third']).toContain(done.claimedBy);
    const after = (await loadBuilds(log.pool, ['ledger'])).map((build) => [build.schemaName, build.active]);
    expect(after).toEqual([[before === 'projection_ledger_v1' ? 'projection_ledger_v1_b' : 'projection_ledger_v1', true]]);
    await waitUntilCaughtUp(second, log);
    expect(await rowsOf(log.pool, 'SELECT count(*)::int AS n, count(DISTINCT event_id)::int AS events FROM public.ledger_entries')).toEqual([{ n: 1500, events: 1500 }]);
    await Promise.all([second.stop(), third.stop()]);
  });

  it('during a rolling deploy, leaves a rebuild to the newer code: the version goes up', async () => {
    const old = instance('old');
    await old.start();
    await waitUntilCaughtUp(old, log);
    const upgraded = createProjectionRuntime({
      store: log.store, pool: ownPool(), logger: silentLogger, batchSize: 100, leaseSeconds: 2, operationsPollMs: 100, instanceId: 'new',
      projectors: [ledgerProjector({ version: 2, writer: 'v2' })],
    });
    await upgraded.start();
    const requested = (await requestOperation(log.pool, { projector: 'ledger', kind: 'rebuild', requestedBy: 'ada' }))!;
    const done = await finished(requested.id);
    // The new instance may already have started its own build of v2 on start: the requested one is then its twin.
    expect(done).toMatchObject({ status: 'done', claimedBy: 'new', message: expect.stringMatching(/^switched to v2 \(projection_ledger_v2(_b)?\)$/) });
    expect((await loadBuilds(log.pool, ['ledger'])).map((build) => [build.version, build.active])).toEqual([[2, true]]);
    await Promise.all([old.stop(), upgraded.stop()]);
  });

  it('passes only the skipped poison event, then goes on; a skip at another position is refused', async () => {
    const poison = testEvent('AmountAdded', { amount: 1, poison: true });
    const [poisonPosition] = (await log.store.append('account-poisoned', [poison])).positions;
    await appendMany(log.store, { category: 'account', streams: 5, count: 50 });
    const runtime = instance('worker', { rejects: isPoison, version: 2 });
    await runtime.start();
    await waitFor('the ledger to fail', async () => (await runtime.status()).some((status) => status.state === 'failed'));

    const elsewhere = (await requestOperation(log.pool, { projector: 'ledger', kind: 'skip', requestedBy: 'ada', position: '0', reason: 'wrong place' }))!;
    expect(await finished(elsewhere.id)).toMatchObject({ status: 'failed', message: 'ledger is not failed at 0' });
    const skip = (await requestOperation(log.pool, { projector: 'ledger', kind: 'skip', requestedBy: 'ada', position: poisonPosition, reason: 'unfixable' }))!;
    expect(await finished(skip.id)).toMatchObject({ status: 'done' });
    await waitUntilCaughtUp(runtime, log);
    await runtime.stop();
    expect((await runtime.status())[0]).toMatchObject({ failure: null });
    expect(await rowsOf(log.pool, `SELECT count(*)::int AS n, count(*) FILTER (WHERE event_id = '${poison.metadata.eventId}')::int AS poison FROM public.ledger_entries`)).toEqual([
      { n: 1550, poison: 0 },
    ]);
  });
});

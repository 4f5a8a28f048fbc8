import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamActivityProjector } from '../stream-activity/projector.ts';
import { createProjectionRuntime } from './runtime.ts';
import { isPoison, ledgerProjector } from './testing/ledger-projector.ts';
import { appendMany, openTestLog, rowsOf, silentLogger, testEvent, waitFor, waitUntilCaughtUp, type TestLog } from './testing/test-log.ts';

describe('a poison event', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('stops only its projector, with the event, position and error in status, until it is retried with fixed code', async () => {
    await appendMany(log.store, { category: 'account', streams: 10, count: 120 });
    const poison = testEvent('AmountAdded', { amount: 1, poison: true });
    const [poisonPosition] = (await log.store.append('account-poisoned', [poison])).positions;
    await appendMany(log.store, { category: 'account', streams: 10, count: 80 });

    const options = { store: log.store, pool: log.pool, logger: silentLogger, batchSize: 50, leaseSeconds: 2 };
    const runtime = createProjectionRuntime({ ...options, projectors: [ledgerProjector({ rejects: isPoison }), streamActivityProjector] });
    await runtime.start();
    await waitFor('the ledger to fail', async () => (await runtime.status()).some((status) => status.name === 'ledger' && status.state === 'failed'));
    await waitUntilCaughtUp(runtime, log, ['stream_activity']);

    const ledger = (await runtime.status()).find((status) => status.name === 'ledger')!;
    expect(ledger.failure).toMatchObject({ position: poisonPosition, eventId: poison.metadata.eventId, eventType: 'AmountAdded' });
    expect(ledger.failure?.error).toContain('it is poison');
    // Everything before the poison event is applied, nothing after it.
    expect(ledger.position! < poisonPosition!).toBe(true);
    expect(await rowsOf(log.pool, 'SELECT count(*)::int AS n FROM public.ledger_entries')).toEqual([{ n: 120 }]);
    expect(ledger.lagEvents).toBe(81);

    // The other projector goes on, past the poison event and with new events.
    await appendMany(log.store, { category: 'account', streams: 3, count: 30 });
    await waitUntilCaughtUp(runtime, log, ['stream_activity']);
    expect(await rowsOf(log.pool, `SELECT sum(event_count)::int AS n FROM public.event_type_activity`)).toEqual([{ n: 231 }]);
    expect((await runtime.status()).find((status) => status.name === 'ledger')?.state).toBe('failed');
    await runtime.stop();

    const fixed = createProjectionRuntime({ ...options, projectors: [ledgerProjector()] });
    await fixed.start();
    await fixed.retry('ledger');
    await waitUntilCaughtUp(fixed, log);
    await fixed.stop();
    expect(await rowsOf(log.pool, 'SELECT count(*)::int AS n, count(DISTINCT event_id)::int AS distinct_events FROM public.ledger_entries')).toEqual([
      { n: 231, distinct_events: 231 },
    ]);
  });

  it('is also an event whose data does not parse with the definition its projector handles it by', async () => {
    const unreadable = testEvent('AmountAdded', { amount: 'one' });
    const [unreadablePosition] = (await log.store.append('account-unreadable', [unreadable])).positions;
    const runtime = createProjectionRuntime({ store: log.store, pool: log.pool, logger: silentLogger, batchSize: 50, leaseSeconds: 2, projectors: [ledgerProjector({ name: 'strict' })] });
    await runtime.start();
    await waitFor('the ledger to fail', async () => (await runtime.status())[0]?.state === 'failed');
    const [strict] = await runtime.status();
    await runtime.stop();

    expect(strict!.failure).toMatchObject({ position: unreadablePosition, eventId: unreadable.metadata.eventId, eventType: 'AmountAdded' });
    expect(strict!.failure?.error).toContain('does not match its schema');
    // Every event before it is applied, the first test's poison among them: this ledger rejects none.
    expect(await rowsOf(log.pool, 'SELECT count(*)::int AS n FROM public.strict_entries')).toEqual([{ n: 231 }]);
  });
});

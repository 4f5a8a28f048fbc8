import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, ReadAllOptions, RecordedEvent } from '@sankofa/events';
import { streamActivityProjector } from '../stream-activity/projector.ts';
import { loadBuilds } from './checkpoints.ts';
import { createProjectionRuntime } from './runtime.ts';
import { isPoison, ledgerProjector } from './testing/ledger-projector.ts';
import { appendMany, openTestLog, readWholeLog, rowsOf, silentLogger, testEvent, type TestLog } from './testing/test-log.ts';

/** The store, counting the events its log reads yield. */
const countingReads = (store: EventStore) => {
  let events = 0;
  async function* counted(options?: ReadAllOptions): AsyncGenerator<RecordedEvent> {
    for await (const event of store.readAll(options)) {
      events += 1;
      yield event;
    }
  }
  return { store: { ...store, readAll: counted }, eventsRead: () => events, reset: () => (events = 0) };
};

const tablesOf = async (log: TestLog) => ({
  ledger: await rowsOf(log.pool, 'SELECT event_id, stream, amount FROM public.ledger_entries ORDER BY position'),
  wallet: await rowsOf(log.pool, 'SELECT stream, total::int, entries FROM public.wallet_balances ORDER BY stream'),
  streams: await rowsOf(log.pool, 'SELECT stream, event_count::int, last_revision::int FROM public.stream_activity ORDER BY stream'),
});

describe('rebuilding several projectors at once', () => {
  let log: TestLog;
  let logSize: number;
  beforeAll(async () => {
    log = await openTestLog();
    await appendMany(log.store, { category: 'account', streams: 20, count: 600 });
    await log.store.append('note-1', [testEvent('NoteWritten'), testEvent('NoteWritten')]);
    await appendMany(log.store, { category: 'wallet', streams: 10, count: 400 });
    logSize = (await readWholeLog(log)).length;
  });
  afterAll(() => log.close());

  it('reads the log once for all of them and ends with the rows of separate rebuilds', async () => {
    const reads = countingReads(log.store);
    const runtime = createProjectionRuntime({
      store: reads.store,
      pool: log.pool,
      logger: silentLogger,
      batchSize: 100,
      projectors: [ledgerProjector(), ledgerProjector({ name: 'wallet' }), streamActivityProjector],
    });
    for (const name of ['ledger', 'wallet', 'stream_activity']) await runtime.rebuild(name);
    const alone = await tablesOf(log);
    // Each ledger reads its 1,000 AmountAdded, stream_activity the whole log.
    expect(reads.eventsRead()).toBe(1000 + 1000 + logSize);

    reads.reset();
    await runtime.rebuildAll(['ledger', 'wallet', 'stream_activity']);
    // Each build then reads alone from its checkpoint, at the head: nothing more.
    expect(reads.eventsRead()).toBe(logSize);
    expect(await tablesOf(log)).toEqual(alone);
    expect((await loadBuilds(log.pool, ['ledger', 'wallet', 'stream_activity'])).map((build) => [build.name, build.schemaName, build.active])).toEqual([
      ['ledger', 'projection_ledger_v1_b', true],
      ['stream_activity', 'projection_stream_activity_v1_b', true],
      ['wallet', 'projection_wallet_v1_b', true],
    ]);
  });

  it('fails only the build that meets a poison event', async () => {
    const [poisonPosition] = (await log.store.append('account-poisoned', [testEvent('AmountAdded', { amount: 1, poison: true })])).positions;
    await appendMany(log.store, { category: 'wallet', streams: 5, count: 50 });
    const runtime = createProjectionRuntime({
      store: log.store,
      pool: log.pool,
      logger: silentLogger,
      batchSize: 100,
      projectors: [ledgerProjector({ rejects: isPoison }), ledgerProjector({ name: 'wallet' }), streamActivityProjector],
    });

    await expect(runtime.rebuildAll(['ledger', 'wallet', 'stream_activity'])).rejects.toThrow(/ledger failed at .* it is poison/);

    const builds = await loadBuilds(log.pool, ['ledger', 'wallet', 'stream_activity']);
    const ledger = builds.filter((build) => build.name === 'ledger');
    // The ledger's rebuild stops before the poison event, beside the build still serving.
    expect(ledger.map((build) => [build.schemaName, build.active, build.failedPosition])).toEqual([
      ['projection_ledger_v1_b', true, null],
      ['projection_ledger_v1', false, poisonPosition],
    ]);
    // The others switched to their new builds, past the poison event (the wallet ledger rejects nothing).
    expect(builds.filter((build) => build.name !== 'ledger').map((build) => [build.schemaName, build.active])).toEqual([
      ['projection_stream_activity_v1', true],
      ['projection_wallet_v1', true],
    ]);
    expect(await rowsOf(log.pool, 'SELECT sum(entries)::int AS n FROM public.wallet_balances')).toEqual([{ n: 1051 }]);
    expect(await rowsOf(log.pool, `SELECT event_count::int AS n FROM public.stream_activity WHERE stream = 'account-poisoned'`)).toEqual([{ n: 1 }]);
  });

  it('lets a projector send its statements together: they leave at once, none waits in the client', async () => {
    const waiting: number[] = [];
    const sendingTogether = ledgerProjector({
      name: 'together',
      afterWrites: async (_events, tx) => {
        const sent = [tx.query('SELECT 1'), tx.query('SELECT 2'), tx.query('SELECT 3')];
        // pg queues what it cannot send yet (and warns that pg 9 will refuse it); pipelined, nothing waits.
        waiting.push((tx as unknown as { _queryQueue: unknown[] })._queryQueue.length);
        await Promise.all(sent);
      },
    });
    const runtime = createProjectionRuntime({ store: log.store, pool: log.pool, logger: silentLogger, batchSize: 100, projectors: [sendingTogether] });

    await runtime.rebuild('together');

    expect(waiting.length).toBeGreaterThan(0);
    expect(new Set(waiting)).toEqual(new Set([0]));
  });
});

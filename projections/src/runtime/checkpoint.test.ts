import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProjectionRuntime } from './runtime.ts';
import { ledgerProjector } from './testing/ledger-projector.ts';
import { appendMany, logHead, openTestLog, rowsOf, silentLogger, waitFor, type TestLog } from './testing/test-log.ts';

describe('the checkpoint of a projector with nothing to do', () => {
  let log: TestLog;
  beforeAll(async () => {
    log = await openTestLog();
  });
  afterAll(() => log.close());

  it('follows the head of the log over events it does not handle, catching up and live, so read-your-writes never waits on it', async () => {
    await appendMany(log.store, { category: 'noise', streams: 20, count: 500, type: 'Ignored' });
    const runtime = createProjectionRuntime({ store: log.store, pool: log.pool, projectors: [ledgerProjector()], logger: silentLogger, batchSize: 100, leaseSeconds: 2 });
    await runtime.start();
    const position = async () => (await runtime.status())[0]?.position;
    await waitFor('the checkpoint to reach the head', async () => (await position()) === (await logHead(log)));

    await appendMany(log.store, { category: 'noise', streams: 3, count: 30, type: 'Ignored' });
    await waitFor('the live checkpoint to reach the head', async () => (await position()) === (await logHead(log)));
    expect(await rowsOf(log.pool, 'SELECT count(*)::int AS n FROM public.ledger_entries')).toEqual([{ n: 0 }]);

    await appendMany(log.store, { category: 'account', streams: 1, count: 1 });
    await waitFor('the handled event', async () => (await position()) === (await logHead(log)));
    expect(await rowsOf(log.pool, 'SELECT count(*)::int AS n FROM public.ledger_entries')).toEqual([{ n: 1 }]);
    expect(await rowsOf(log.pool, `SELECT name, position FROM projection_checkpoints WHERE active`)).toEqual([{ name: 'ledger', position: await logHead(log) }]);
    expect((await runtime.status())[0]).toMatchObject({ state: 'running', lagEvents: 0, lagSeconds: 0, active: true, version: 1 });
    await runtime.stop();
    expect((await runtime.status())[0]?.state).toBe('stopped');
  });
});

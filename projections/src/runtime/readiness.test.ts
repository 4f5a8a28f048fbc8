import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRoutes } from '@sankofa/server-kit';
import { serve, type RunningServer } from '@sankofa/server-kit/testing';
import { streamActivityProjector } from '../stream-activity/projector.ts';
import { projectionsReadiness } from './readiness.ts';
import { createProjectionRuntime, type ProjectionRuntime } from './runtime.ts';
import { isPoison, ledgerProjector } from './testing/ledger-projector.ts';
import { appendMany, openTestLog, silentLogger, testEvent, waitFor, waitUntilCaughtUp, type TestLog } from './testing/test-log.ts';

const projectors = [ledgerProjector({ rejects: isPoison }), streamActivityProjector];

/** `/health/ready` of a query service in another process than the projectors: it sees them only through the shared database. */
describe('readiness of a service reading projections', () => {
  let log: TestLog;
  let runtime: ProjectionRuntime;
  let probe: RunningServer;
  const ready = async () => {
    const response = await fetch(`${probe.url}/health/ready`);
    return { status: response.status, text: await response.text() };
  };

  beforeAll(async () => {
    log = await openTestLog();
    runtime = createProjectionRuntime({ store: log.store, pool: log.pool, logger: silentLogger, projectors, batchSize: 50, leaseSeconds: 2 });
    const app = new Koa();
    app.use(healthRoutes({ projections: projectionsReadiness(log.pool, log.store, projectors, { maxLagSeconds: 60 }) }, silentLogger));
    probe = await serve(app.callback());
  });
  afterAll(async () => {
    await runtime.stop();
    await probe.close();
    await log.close();
  });

  it('is not ready before the projectors are built', async () => {
    expect(await ready()).toMatchObject({ status: 503 });
    expect(JSON.parse((await ready()).text)).toMatchObject({ details: { projections: 'failed: projector ledger is not built yet; projector stream_activity is not built yet' } });
  });

  it('is ready while every projector keeps up with the log', async () => {
    await runtime.start();
    await appendMany(log.store, { category: 'account', streams: 3, count: 30 });
    await waitUntilCaughtUp(runtime, log);
    expect(await ready()).toEqual({ status: 200, text: JSON.stringify({ status: 'ok', checks: { projections: 'ok' } }) });
  });

  it('answers 503 naming a failed projector, without the error it failed with', async () => {
    await log.store.append('account-poisoned', [testEvent('AmountAdded', { amount: 1, poison: true })]);
    await waitFor('the ledger to fail', async () => (await runtime.status()).some((status) => status.name === 'ledger' && status.state === 'failed'));
    await waitUntilCaughtUp(runtime, log, ['stream_activity']);

    const { status, text } = await ready();
    expect(status).toBe(503);
    expect(JSON.parse(text)).toEqual({
      error: 'Not ready: projections (projector ledger has failed)',
      code: 'not_ready',
      details: { projections: 'failed: projector ledger has failed' },
    });
    expect(text).not.toContain('poison');
    await runtime.stop();
    await runtime.retry('ledger');
  });

  it('answers 503 naming a projector whose oldest unapplied event waited past the bound', async () => {
    // Nobody runs the projectors now: an event from ten minutes ago stays unapplied.
    const late = testEvent('SomethingHappened');
    late.metadata.occurredAt = new Date(Date.now() - 600_000).toISOString();
    await log.store.append('other-1', [late]);

    const { status, text } = await ready();
    expect(status).toBe(503);
    const body: { details: { projections: string } } = JSON.parse(text);
    expect(body.details.projections).toMatch(/^failed: projector stream_activity lags \d+ s behind the log \(bound 60 s\)$/);
    // The ledger does not handle that event type: it is not behind.
    expect(body.details.projections).not.toContain('ledger');
  });
});

import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRoutes } from './health.ts';
import { serve, type RunningServer } from './testing.ts';

let databaseUp = true;
const app = new Koa();
app.use(
  healthRoutes({
    database: async () => {
      if (!databaseUp) throw new Error('connection refused');
    },
    eventStore: async () => undefined,
  }),
);

let running: RunningServer;
beforeAll(async () => {
  running = await serve(app.callback());
});
afterAll(() => running.close());

describe('health routes', () => {
  it('are live and ready while every check passes', async () => {
    expect((await fetch(`${running.url}/health/live`)).status).toBe(200);
    const ready = await fetch(`${running.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', eventStore: 'ok' } });
  });

  it('are not ready, naming the failing check, while live', async () => {
    databaseUp = false;
    const ready = await fetch(`${running.url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ code: 'not_ready', details: { database: 'failed: connection refused', eventStore: 'ok' } });
    expect((await fetch(`${running.url}/health/live`)).status).toBe(200);
  });
});

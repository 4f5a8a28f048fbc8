import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthRoutes, NotReadyError } from './health.ts';
import type { Logger } from './logger.ts';
import { serve, type RunningServer } from './testing.ts';

let databaseUp = true;
let projectionsHealthy = true;
const logged: Array<Record<string, unknown> | undefined> = [];
const logger: Logger = { info: () => undefined, warn: (_message, fields) => logged.push(fields), error: () => undefined };
const app = new Koa();
app.use(
  healthRoutes(
    {
      database: async () => {
        if (!databaseUp) throw new Error('connect ECONNREFUSED 10.0.4.2:5432 (user sankofa_admin)');
      },
      eventStore: async () => undefined,
      projections: async () => {
        if (!projectionsHealthy) throw new NotReadyError('projector discovery has failed');
      },
    },
    logger,
  ),
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
    expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', eventStore: 'ok', projections: 'ok' } });
  });

  it('are not ready, naming the failing check, while live', async () => {
    databaseUp = false;
    const ready = await fetch(`${running.url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ code: 'not_ready', details: { database: 'failed', eventStore: 'ok' } });
    expect((await fetch(`${running.url}/health/live`)).status).toBe(200);
    databaseUp = true;
  });

  it("never show an error's raw text to the anonymous caller, only to the log", async () => {
    databaseUp = false;
    const ready = await fetch(`${running.url}/health/ready`);
    const text = await ready.text();
    expect(JSON.parse(text)).toMatchObject({ error: 'Not ready: database' });
    expect(text).not.toMatch(/ECONNREFUSED|10\.0\.4\.2|sankofa_admin/);
    expect(logged.at(-1)).toMatchObject({ check: 'database' });
    databaseUp = true;
  });

  it("show a check's own verdict, naming what is wrong", async () => {
    projectionsHealthy = false;
    const ready = await fetch(`${running.url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({
      error: 'Not ready: projections (projector discovery has failed)',
      details: { database: 'ok', projections: 'failed: projector discovery has failed' },
    });
    projectionsHealthy = true;
  });
});

import Koa from 'koa';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorMiddleware } from '../http.ts';
import { createLogger } from '../logger.ts';
import { serve, type RunningServer } from '../testing.ts';
import { metricsRoute } from './metrics-endpoint.ts';
import { observeRequests } from './observe-requests.ts';

const TOKEN = 'scrape-token-for-the-test-0123456789';
let server: RunningServer;
const logged: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const logger = createLogger('things-api', { level: 'info' });
  // Each of its log lines is captured as it is written (errors go to stderr), parsed.
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      const text = String(chunk);
      if (!text.includes('"service":"things-api"')) return write(chunk);
      logged.push(JSON.parse(text) as Record<string, unknown>);
      return true;
    });
  }
  const router = new Router();
  router.get('/api/things/:id', async (ctx) => {
    logger.info('looking a thing up', { id: ctx.params.id });
    await new Promise((resolve) => setTimeout(resolve, 2));
    ctx.body = { id: ctx.params.id };
  });
  router.get('/api/people/:id', /^\/api\/people\/(\d+)$/, (ctx) => {
    ctx.body = { id: ctx.captures?.[0] };
  });
  router.get('/api/broken', () => {
    throw new Error('the thing broke');
  });
  router.get('/api/busy', (ctx) => {
    ctx.status = 429;
    ctx.body = { error: 'Too many', code: 'rate_limited', details: { limit: 'swipes' } };
  });
  const app = new Koa();
  app.use(observeRequests({ service: 'things-api', logger }));
  app.use(errorMiddleware(logger));
  app.use(metricsRoute(TOKEN));
  app.use(router.routes());
  server = await serve(app.callback());
});

afterAll(async () => {
  vi.restoreAllMocks();
  await server?.close();
});

const scrape = async () => {
  const response = await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
};

/** The value of one series in the exposition, or undefined when it is not there. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('observing requests', () => {
  it("carries the caller's X-Request-Id on every line the request logs, answers it, and writes one access line", async () => {
    const response = await fetch(`${server.url}/api/things/7f3a?verbose=1`, { headers: { 'X-Request-Id': 'trace-me-1' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('trace-me-1');
    const lines = logged.filter((line) => line.requestId === 'trace-me-1');
    expect(lines.map((line) => line.msg)).toEqual(['looking a thing up', 'request']);
    expect(lines[1]).toMatchObject({ level: 'info', method: 'GET', route: '/api/things/:id', path: '/api/things/7f3a', status: 200, ms: expect.any(Number) });
  });

  it('gives a request without an id (or with one unfit for a log) a new one', async () => {
    const unfit = await fetch(`${server.url}/api/things/1`, { headers: { 'X-Request-Id': 'has spaces\tand "quotes"' } });
    const given = unfit.headers.get('x-request-id')!;
    expect(given).toMatch(/^[0-9a-f-]{36}$/);
    const none = await fetch(`${server.url}/api/things/2`);
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(none.headers.get('x-request-id')).not.toBe(given);
    expect(logged.filter((line) => line.requestId === given).map((line) => line.msg)).toEqual(['looking a thing up', 'request']);
  });

  it('logs a failure with the request id and its stack, and the 500 in the access line', async () => {
    await fetch(`${server.url}/api/broken`, { headers: { 'X-Correlation-Id': 'broken-1' } });
    const lines = logged.filter((line) => line.requestId === 'broken-1');
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      ['error', 'request failed'],
      ['info', 'request'],
    ]);
    expect(lines[0]!.error).toMatchObject({ message: 'the thing broke', stack: expect.any(String) });
    expect(lines[1]).toMatchObject({ route: '/api/broken', status: 500 });
  });

  it('counts latency per route template and status, never per raw path', async () => {
    const series = 'sankofa_http_request_duration_seconds_count{service="things-api",method="GET",route="/api/things/:id",status="200"}';
    const before = valueOf(await scrape(), series) ?? 0;
    await fetch(`${server.url}/api/things/a`);
    await fetch(`${server.url}/api/things/b`);
    const text = await scrape();
    expect(valueOf(text, series)).toBe(before + 2);
    expect(text).not.toContain('/api/things/a');
    expect((await fetch(`${server.url}/api/people/12345`)).status).toBe(200);
    expect(valueOf(await scrape(), 'sankofa_http_request_duration_seconds_count{service="things-api",method="GET",route="/api/people/:id",status="200"}')).toBe(1);
    await fetch(`${server.url}/no/such/place/123`);
    expect(valueOf(await scrape(), 'sankofa_http_request_duration_seconds_count{service="things-api",method="GET",route="unmatched",status="404"}')).toBeGreaterThanOrEqual(1);
  });

  it('counts a 429 as a refusal of the limit it names', async () => {
    const series = 'sankofa_rate_limit_refusals_total{limit="swipes"}';
    const before = valueOf(await scrape(), series) ?? 0;
    expect((await fetch(`${server.url}/api/busy`)).status).toBe(429);
    expect(valueOf(await scrape(), series)).toBe(before + 1);
  });

  it('serves /metrics only with the bearer token when one is set', async () => {
    const without = await fetch(`${server.url}/metrics`);
    expect(without.status).toBe(401);
    expect(await without.json()).toMatchObject({ code: 'unauthorized' });
    expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    const text = await scrape();
    expect(text).toContain('# TYPE sankofa_http_request_duration_seconds histogram');
    expect(text).toContain('process_cpu_user_seconds_total');
  });
});

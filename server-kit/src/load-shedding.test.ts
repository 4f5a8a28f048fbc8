import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config.ts';
import { loadSheddingOf, shedLoad, type LoadSheddingOptions } from './load-shedding.ts';
import { appMetrics } from './observability/metrics.ts';
import { serve, type RunningServer } from './testing.ts';

const running: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

/** A service whose `/hold` requests stay in flight until released and `/slow` ones take 60 ms; every other path is answered at once. */
const holdingService = async (options: LoadSheddingOptions) => {
  const held: ServerResponse[] = [];
  const server = await serve(
    shedLoad(options, (request, response) => {
      if (request.url === '/hold') return held.push(response);
      if (request.url === '/slow') return setTimeout(() => response.end('{"ok":true}'), 60);
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
    }),
  );
  running.push(server);
  const hold = async (method: string, count: number) => {
    const before = held.length;
    for (let index = 0; index < count; index++) void fetch(`${server.url}/hold`, { method }).catch(() => undefined);
    await vi.waitFor(() => expect(held.length).toBe(before + count));
  };
  const releaseAll = () => held.splice(0).forEach((response) => response.end());
  const statusesOf = async (path: string, count: number) => Promise.all(Array.from({ length: count }, async () => (await fetch(`${server.url}${path}`)).status));
  return { url: server.url, hold, releaseAll, statusesOf };
};

type ShedLabels = Partial<Record<'service' | 'kind' | 'method' | 'reason', string>>;
const shedCount = async (labels: ShedLabels) =>
  (await appMetrics.requestsShed.get()).values
    .filter((value) => (Object.entries(labels) as Array<[keyof ShedLabels, string]>).every(([name, wanted]) => value.labels[name] === wanted))
    .reduce((sum, value) => sum + value.value, 0);

const admissionLimitOf = async (service: string) => (await appMetrics.admissionLimit.get()).values.find((value) => value.labels.service === service)?.value;

describe('load shedding', () => {
  it('answers a write 503 overloaded with Retry-After once the writes’ bound is in flight, still admits a read, and counts what it shed', async () => {
    // The bounds as the configuration says them: writes shed at 2 in flight, reads at 3; the test machine's own lag is not watched.
    const options = loadSheddingOf(loadConfig({ MAX_REQUESTS_IN_FLIGHT: '3', MAX_REQUESTS_IN_FLIGHT_FOR_WRITES: '2', MAX_EVENT_LOOP_DELAY_MS: '0', TARGET_READ_LATENCY_MS: '0' }), 'things-api');
    const service = await holdingService(options);
    await service.hold('POST', 2);
    const shedBefore = await shedCount({ service: 'things-api', kind: 'write', method: 'POST', reason: 'in_flight' });

    const write = await fetch(`${service.url}/things`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(write.status).toBe(503);
    expect(write.headers.get('retry-after')).toBe('1');
    expect(await write.json()).toEqual({ error: expect.stringContaining('overloaded'), code: 'overloaded' });
    expect(await shedCount({ service: 'things-api', kind: 'write', method: 'POST', reason: 'in_flight' })).toBe(shedBefore + 1);

    const read = await fetch(`${service.url}/things`);
    expect(read.status).toBe(200);
  });

  it('sheds reads too at their own, higher bound, but never a health probe or a scrape', async () => {
    const service = await holdingService({ service: 'things-api', maxInFlight: 3, maxInFlightForWrites: 2, maxEventLoopDelayMs: 0, targetReadLatencyMs: 0 });
    await service.hold('GET', 3);
    const read = await fetch(`${service.url}/things`);
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('1');
    for (const path of ['/health/live', '/health/ready', '/metrics']) expect((await fetch(`${service.url}${path}`)).status).toBe(200);
  });

  it('admits again once the requests in flight are answered', async () => {
    const service = await holdingService({ service: 'things-api', maxInFlight: 2, maxInFlightForWrites: 1, maxEventLoopDelayMs: 0, targetReadLatencyMs: 0 });
    await service.hold('PUT', 1);
    expect((await fetch(`${service.url}/things`, { method: 'DELETE' })).status).toBe(503);
    service.releaseAll();
    await vi.waitFor(async () => expect((await fetch(`${service.url}/things`, { method: 'DELETE' })).status).toBe(200));
  });

  it('sheds while the event loop lags past its bound, whatever the requests in flight', async () => {
    const service = await holdingService({ service: 'lagging-api', maxInFlight: 100, maxInFlightForWrites: 50, maxEventLoopDelayMs: 20, targetReadLatencyMs: 0 });
    expect((await fetch(`${service.url}/things`)).status).toBe(200);
    // Saturated, as a process past its capacity is: every turn of the loop does 40 ms of synchronous work.
    let saturated = true;
    const burn = () => {
      const until = Date.now() + 40;
      while (Date.now() < until);
      if (saturated) setImmediate(burn);
    };
    burn();
    try {
      await vi.waitFor(async () => expect((await fetch(`${service.url}/things`)).status).toBe(503), { timeout: 5_000, interval: 20 });
    } finally {
      saturated = false;
    }
    expect(await shedCount({ service: 'lagging-api', kind: 'read', reason: 'event_loop_delay' })).toBeGreaterThan(0);
    await vi.waitFor(async () => expect((await fetch(`${service.url}/things`)).status).toBe(200), { timeout: 2_000, interval: 50 });
  });

  it('does not lower the bound for slow reads far below it: nothing queues that a lower bound would shorten', async () => {
    const service = await holdingService({ service: 'quiet-api', maxInFlight: 8, maxInFlightForWrites: 4, maxEventLoopDelayMs: 0, targetReadLatencyMs: 40 });
    const started = performance.now();
    while (performance.now() - started < 1_000) expect(await service.statusesOf('/slow', 3)).toEqual([200, 200, 200]);
    expect(await admissionLimitOf('quiet-api')).toBe(8);
  });

  it('lowers the bound in flight while admitted reads run past the target latency, and raises it again once they meet it', async () => {
    const service = await holdingService({ service: 'slow-api', maxInFlight: 8, maxInFlightForWrites: 4, maxEventLoopDelayMs: 0, targetReadLatencyMs: 40 });
    expect(await service.statusesOf('/things', 4)).toEqual([200, 200, 200, 200]);
    // Reads of 60 ms against a target of 40 (far above what a loaded test machine adds): every window cuts the bound by a quarter, from 8 down to 1.
    await vi.waitFor(
      async () => {
        await service.statusesOf('/slow', 4);
        expect(await admissionLimitOf('slow-api')).toBe(1);
      },
      { timeout: 10_000, interval: 0 },
    );
    await service.hold('GET', 1);
    const shedBefore = await shedCount({ service: 'slow-api', kind: 'read', reason: 'in_flight' });
    expect(await service.statusesOf('/things', 1)).toEqual([503]);
    expect(await shedCount({ service: 'slow-api', kind: 'read', reason: 'in_flight' })).toBe(shedBefore + 1);
    service.releaseAll();
    // Fast reads while some are still turned away: the bound climbs back one window at a time.
    await vi.waitFor(async () => expect(await service.statusesOf('/things', 4)).toEqual([200, 200, 200, 200]), { timeout: 10_000, interval: 20 });
  });
});

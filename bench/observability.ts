import { request, Agent } from 'node:http';
import Koa from 'koa';
import Router from '@koa/router';
import { createLogger, metricsRoute, observeRequests, renderMetrics } from '@sankofa/server-kit';
import { serve } from '@sankofa/server-kit/testing';

/**
 * `npm run bench:observability`: what issue 13's request observation costs (request id scope,
 * latency histogram per route, access line) on a trivial route, against the same route without it,
 * and how long one /metrics render takes. Prints one `name=value` line per figure.
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 5_000);
const CONCURRENCY = 8;

const appOf = (observed: boolean) => {
  // The access lines are formatted and dropped (LOG_LEVEL=warn), as the cost of writing them depends on the log's destination.
  const logger = createLogger('bench', { level: 'warn' });
  const router = new Router();
  router.get('/api/things/:id', (ctx) => {
    ctx.body = { id: ctx.params.id };
  });
  const app = new Koa();
  if (observed) app.use(observeRequests({ service: 'bench', logger }));
  app.use(metricsRoute(undefined));
  app.use(router.routes());
  return app;
};

const get = (agent: Agent, url: string) =>
  new Promise<void>((resolve, reject) => {
    request(url, { agent }, (response) => {
      response.resume();
      response.on('end', resolve);
    })
      .on('error', reject)
      .end();
  });

const requestsPerSecond = async (observed: boolean) => {
  const server = await serve(appOf(observed).callback());
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) await get(agent, `${server.url}/api/things/${next++}`);
  };
  // Warm-up, then the measured run.
  await Promise.all(Array.from({ length: CONCURRENCY }, () => get(agent, `${server.url}/api/things/warm`)));
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  await server.close();
  return REQUESTS / seconds;
};

// Alternated rounds, the median of each: the machine's other load moves single runs a lot.
const ROUNDS = 3;
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const plainRuns: number[] = [];
const observedRuns: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  plainRuns.push(await requestsPerSecond(false));
  observedRuns.push(await requestsPerSecond(true));
}
const plain = median(plainRuns);
const observed = median(observedRuns);
console.log(`plain_requests_per_s=${Math.round(plain)}`);
console.log(`observed_requests_per_s=${Math.round(observed)}`);
console.log(`observation_overhead_us_per_request=${Math.round((1 / observed - 1 / plain) * 1e6)}`);

const renders = 50;
const started = performance.now();
let bytes = 0;
for (let index = 0; index < renders; index += 1) bytes = (await renderMetrics()).body.length;
console.log(`metrics_render_ms=${((performance.now() - started) / renders).toFixed(2)}`);
console.log(`metrics_bytes=${bytes}`);

import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { spawnService, type SpawnedService } from './spawned-service.ts';
import { uniquePhoneNumber } from '@sankofa/command-api/members/testing';

/**
 * Issue 13, item 7: each service of the distributed deployment (docker compose) answers /metrics
 * on its own port, as Prometheus scrapes it, behind METRICS_TOKEN when set.
 */
const METRICS_TOKEN = 'metrics-token-of-the-services-0123';
const started: SpawnedService[] = [];

afterAll(async () => {
  await Promise.all(
    started.map(async (service) => {
      service.signal('SIGTERM');
      await service.exited;
    }),
  );
});

const start = async (entry: string, databaseUrl: string) => {
  const service = await spawnService(entry, { DATABASE_URL: databaseUrl, METRICS_TOKEN });
  started.push(service);
  return service;
};

const scrape = async (service: SpawnedService) => {
  expect((await fetch(`${service.url}/metrics`)).status).toBe(401);
  const response = await fetch(`${service.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  return response.text();
};

describe('/metrics on each service', () => {
  it('command-api, query-api and the projections worker each serve their own series', async () => {
    const databaseUrl = await createTestDatabase();
    // The worker first: it creates the projections' tables the query side's readiness reads.
    const worker = await start('bin/projections-worker.ts', databaseUrl);
    const [commands, queries] = await Promise.all([start('bin/command-api.ts', databaseUrl), start('bin/query-api.ts', databaseUrl)]);

    const signup = await fetch(`${commands.url}/api/users`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'esi.metrics@example.com', password: 'correct horse battery', phoneNumber: uniquePhoneNumber(), firstName: 'Esi', lastName: 'Mensah', age: 30, location: 'London, UK', heritage: 'Ghanaian', profession: 'Pilot' }),
    });
    expect(signup.status).toBe(201);
    expect((await fetch(`${queries.url}/api/user`)).status).toBe(401);

    const commandSeries = await scrape(commands);
    expect(commandSeries).toMatch(/^sankofa_event_appends_total\{outcome="ok"\} [1-9]/m);
    expect(commandSeries).toContain('sankofa_http_request_duration_seconds_count{service="command-api",method="POST",route="/api/users",status="201"} 1');

    const querySeries = await scrape(queries);
    expect(querySeries).toContain('sankofa_http_request_duration_seconds_count{service="query-api",method="GET",route="/api/user",status="401"} 1');
    expect(querySeries).toMatch(/^sankofa_ws_connections 0$/m);

    // The worker catches up with the signup; its figures say so.
    // Running and caught up are two moments: a projector switches to running, then applies what arrived meanwhile.
    const caughtUp = (series: string) =>
      /^sankofa_projector_state\{projector="members",version="\d+",state="running"\} 1$/m.test(series) &&
      /^sankofa_projector_lag_events\{projector="members",version="\d+"\} 0$/m.test(series);
    await expect.poll(async () => caughtUp(await scrape(worker)), { timeout: 20_000, interval: 500 }).toBe(true);
    expect((await fetch(`${worker.url}/health/live`)).status).toBe(200);
    expect((await fetch(`${worker.url}/anything-else`)).status).toBe(404);
    // Three services start on a machine the other test files share.
  }, 150_000);
});

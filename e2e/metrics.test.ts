import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createTestDatabase } from '@sankofa/server-kit/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningApp } from '../bin/app.ts';
import { startAppUnderTest } from './app-under-test.ts';
import { openLiveSocket } from './spawned-service.ts';
import { uniquePhoneNumber } from '@sankofa/command-api/members/testing';

/**
 * Issue 13, item 7: the one-process app's /metrics after real requests. Each named series is read
 * before and after what should move it.
 */
const METRICS_TOKEN = 'metrics-token-for-the-journey-0123';
let app: RunningApp;
/** The app's own database, where the PostgreSQL log keeps each event's metadata. */
let database: pg.Pool;
let accessToken: string;
const logLines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  // The app's JSON log lines, captured (and kept off the test output).
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
      const text = String(chunk);
      if (!text.startsWith('{"')) return write(chunk);
      for (const line of text.trim().split('\n')) logLines.push(JSON.parse(line) as Record<string, unknown>);
      return true;
    });
  }
  const databaseUrl = await createTestDatabase();
  database = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  app = await startAppUnderTest({ databaseUrl, config: { METRICS_TOKEN, LOG_LEVEL: 'info', RATE_LIMITS: 'signup=1/1h' } });
});

afterAll(async () => {
  await app?.stop();
  await database?.end();
  vi.restoreAllMocks();
});

const scrape = async () => {
  const response = await fetch(`${app.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
};

/** One series' value in a scrape; 0 when it is not there yet. */
const valueIn = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
};

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

const signUp = (email: string) =>
  post('/api/users', {
    email,
    password: 'correct-horse-battery',
    phoneNumber: uniquePhoneNumber(),
    firstName: 'Ama',
    lastName: 'Owusu',
    age: 29,
    location: 'London, United Kingdom',
    heritage: 'Ghanaian',
    profession: 'Architect',
  });

describe('/metrics on the one-process app', () => {
  it('is refused without the bearer token', async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
  });

  it('counts the appends of a signup, its request per route template, and a refused second signup', async () => {
    const before = await scrape();
    const email = `ama.${randomUUID()}@example.com`;
    const signup = await signUp(email);
    expect(signup.status).toBe(201);
    const refused = await signUp(`ama.${randomUUID()}@example.com`);
    expect(refused.status).toBe(429);
    const login = await post('/api/auth/login', { email, password: 'correct-horse-battery' });
    accessToken = ((await login.json()) as { auth: { accessToken: string } }).auth.accessToken;

    const after = await scrape();
    const moved = (series: string) => valueIn(after, series) - valueIn(before, series);
    expect(moved('sankofa_event_appends_total{outcome="ok"}')).toBeGreaterThanOrEqual(2);
    expect(moved('sankofa_events_appended_total{category="member"}')).toBeGreaterThanOrEqual(1);
    expect(moved('sankofa_event_append_duration_seconds_count{outcome="ok"}')).toBeGreaterThanOrEqual(2);
    expect(moved('sankofa_http_request_duration_seconds_count{service="command-api",method="POST",route="/api/users",status="201"}')).toBe(1);
    expect(moved('sankofa_http_request_duration_seconds_count{service="command-api",method="POST",route="/api/users",status="429"}')).toBe(1);
    expect(moved('sankofa_rate_limit_refusals_total{limit="signup"}')).toBe(1);
  });

  it('labels a read by its route template, not the id in its path', async () => {
    const unknownEvent = randomUUID();
    const response = await fetch(`${app.url}/api/events/${unknownEvent}`, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(response.status).toBe(404);
    const text = await scrape();
    expect(valueIn(text, 'sankofa_http_request_duration_seconds_count{service="query-api",method="GET",route="/api/events/:id",status="404"}')).toBe(1);
    expect(text).not.toContain(unknownEvent);
  });

  it('counts a demo premium checkout and the verification steps', async () => {
    const before = await scrape();
    const auth = { Authorization: `Bearer ${accessToken}` };
    expect((await post('/api/create-subscription', {}, auth)).status).toBe(200);
    expect((await post('/api/verification/start', { verificationType: 'phone' }, auth)).status).toBe(201);
    expect((await post('/api/verification/send-code', { phoneNumber: '+44 20 7946 0958' }, auth)).status).toBe(200);
    const after = await scrape();
    const moved = (series: string) => valueIn(after, series) - valueIn(before, series);
    expect(moved('sankofa_payment_outcomes_total{mode="demo",operation="subscription",outcome="active"}')).toBe(1);
    expect(moved('sankofa_verification_outcomes_total{type="phone",outcome="started"}')).toBe(1);
    expect(moved('sankofa_verification_outcomes_total{type="phone",outcome="code_sent"}')).toBe(1);
  });

  it('gauges the open /ws sockets', async () => {
    const base = valueIn(await scrape(), 'sankofa_ws_connections');
    const live = await openLiveSocket(app.url, accessToken);
    expect(valueIn(await scrape(), 'sankofa_ws_connections')).toBe(base + 1);
    live.socket.close();
    await live.closed;
    await expect.poll(async () => valueIn(await scrape(), 'sankofa_ws_connections')).toBe(base);
  });

  it("shows every projector's lag and state from the runtime", async () => {
    const text = await scrape();
    expect(text).toMatch(/^sankofa_projector_lag_events\{projector="discovery",version="\d+"\} \d+$/m);
    expect(text).toMatch(/^sankofa_projector_lag_seconds\{projector="discovery",version="\d+"\} [\d.]+$/m);
    await expect.poll(async () => /^sankofa_projector_state\{projector="discovery",version="\d+",state="running"\} 1$/m.test(await scrape())).toBe(true);
  });
});

describe('the logs of a request', () => {
  it('carry its id, which is also the correlation id its events record, and end with one access line', async () => {
    const requestId = `journey-${randomUUID()}`;
    const traced = await post('/api/verification/start', { verificationType: 'email' }, { Authorization: `Bearer ${accessToken}`, 'X-Request-Id': requestId });
    expect(traced.status).toBe(201);
    expect(traced.headers.get('x-request-id')).toBe(requestId);
    expect(traced.headers.get('x-correlation-id')).toBe(requestId);
    const recorded = await database.query<{ type: string }>(`SELECT type FROM events WHERE metadata->>'correlationId' = $1`, [requestId]);
    expect(recorded.rows.map((row) => row.type)).toEqual(['VerificationStarted']);
    const lines = logLines.filter((line) => line.requestId === requestId);
    expect(lines).toEqual([
      { time: expect.any(String), level: 'info', service: 'app', requestId, msg: 'request', method: 'POST', route: '/api/verification/start', path: '/api/verification/start', status: 201, ms: expect.any(Number) },
    ]);
  });

  it("keep a refused request's access line apart, under its own id", async () => {
    const response = await post('/api/auth/login', { email: 'nobody@example.com', password: 'wrong-password' }, { 'X-Request-Id': 'wrong-login-1' });
    expect(response.status).toBe(401);
    const lines = logLines.filter((line) => line.requestId === 'wrong-login-1');
    expect(lines.at(-1)).toMatchObject({ msg: 'request', route: '/api/auth/login', status: 401 });
  });
});

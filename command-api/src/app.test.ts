import { setTimeout as sleep } from 'node:timers/promises';
import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type pg from 'pg';
import { createPostgresEventStore, defineEvent, eventsOf, migrateEventStore, newEvent, type EventStore, type NewEvent } from '@sankofa/events';
import { createAccessTokens, createLogger, createPool, parseInput, requireMember } from '@sankofa/server-kit';
import { createTestDatabase, serve, type RunningServer } from '@sankofa/server-kit/testing';
import { createCommandApi } from './app.ts';
import type { Decider } from './decider.ts';
import { eventContextOf } from './event-context.ts';
import { handleCommand } from './handle-command.ts';
import { migrateCommandApi } from './migrate.ts';
import { respondWithPosition } from './respond.ts';

const Added = defineEvent('Added', z.object({ by: z.number() }));
const tally: Decider<{ value: number }, { type: 'Add'; by: number }, NewEvent<'Added', { by: number }>> = {
  handles: eventsOf(Added),
  initialState: { value: 0 },
  evolve: (state, event) => ({ value: state.value + event.data.by }),
  decide: (command, _state, context) => [newEvent(Added, { by: command.by }, context)],
};

const tokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 60 });
const logger = createLogger('command-api-test', { silent: true });
let routeDelayMs = 0;
/** Called by the additions route as a request enters it, its Idempotency-Key claimed. */
let entered = () => {};
const nextEntry = () => new Promise<void>((resolve) => (entered = resolve));
let pool: pg.Pool;
let store: EventStore;
let running: RunningServer;

const tallyRouter = () => {
  const router = new Router();
  router.post('/tallies/:id/additions', requireMember(tokens), async (ctx) => {
    const { id } = parseInput(z.object({ id: z.string().regex(/^\w+$/) }), ctx.params, 'params');
    const { by } = parseInput(z.object({ by: z.number().int().positive() }), ctx.request.body, 'body');
    entered();
    await sleep(routeDelayMs);
    const result = await handleCommand({ store, stream: `tally-${id}`, decider: tally, command: { type: 'Add', by }, context: eventContextOf(ctx) });
    respondWithPosition(ctx, 201, { value: result.state.value }, result.position);
  });
  router.post('/tallies/:id/secrets', requireMember(tokens), async (ctx) => {
    const result = await handleCommand({ store, stream: `tally-${ctx.params.id}`, decider: tally, command: { type: 'Add', by: 1 }, context: eventContextOf(ctx) });
    ctx.set('Cache-Control', 'no-store');
    respondWithPosition(ctx, 201, { secret: 'issued-token' }, result.position);
  });
  return router;
};

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  await migrateCommandApi(pool);
  store = createPostgresEventStore(pool);
  running = await serve(createCommandApi({ store, pool, tokens, logger, routers: [tallyRouter()] }).callback());
});
afterAll(async () => {
  await running.close();
  await store.close();
  await pool.end();
});

const streamEvents = async (stream: string) => {
  const events = [];
  for await (const event of store.readStream(stream)) events.push(event);
  return events;
};

const add = async (tally: string, body: unknown, headers: Record<string, string> = {}, url = running.url) =>
  fetch(`${url}/tallies/${tally}/additions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokens.issue({ memberId: 'ama', role: 'member' })}`, ...headers },
    body: JSON.stringify(body),
  });

describe('command-api', () => {
  it('answers a write with its last event position in the body and in X-Event-Position', async () => {
    const response = await add('position', { by: 2 }, { 'x-correlation-id': 'journey-42' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toEqual({ value: 2, position: expect.any(String) });
    expect(response.headers.get('x-event-position')).toBe(body.position);
    const [event] = await streamEvents('tally-position');
    expect(event?.position).toBe(body.position);
    expect(event?.metadata).toMatchObject({ actorId: 'ama', correlationId: 'journey-42' });
  });

  it('needs the token of the acting member on member routes', async () => {
    const response = await fetch(`${running.url}/tallies/x/additions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"by":1}' });
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('unauthorized');
  });

  it('answers an unknown route with 404 and a known path with the wrong method with 405', async () => {
    expect((await fetch(`${running.url}/nowhere`, { method: 'POST' })).status).toBe(404);
    const wrongMethod = await fetch(`${running.url}/tallies/x/additions`, { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect((await wrongMethod.json()).code).toBe('http_405');
  });

  it('is live and ready', async () => {
    expect((await fetch(`${running.url}/health/live`)).status).toBe(200);
    const ready = await fetch(`${running.url}/health/ready`);
    expect(await ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', eventStore: 'ok' } });
  });

  it('runs concurrent commands on one stream through retries, or answers 409 after bounded retries', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, () => add('race', { by: 1 })));
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    expect(await streamEvents('tally-race')).toHaveLength(statuses.filter((status) => status === 201).length);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeat with the first response and appends nothing', async () => {
    const first = await add('once', { by: 5 }, { 'idempotency-key': 'pay-1' });
    const repeat = await add('once', { by: 5 }, { 'idempotency-key': 'pay-1' });
    expect(repeat.status).toBe(first.status);
    expect(await repeat.json()).toEqual(await first.json());
    expect(repeat.headers.get('x-event-position')).toBe(first.headers.get('x-event-position'));
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await streamEvents('tally-once')).toHaveLength(1);
  });

  it('refuses the same key with another body with a 422', async () => {
    await add('reused', { by: 1 }, { 'idempotency-key': 'pay-2' });
    const reused = await add('reused', { by: 2 }, { 'idempotency-key': 'pay-2' });
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ code: 'idempotency_key_reused', error: expect.stringContaining('different request body') });
    expect(await streamEvents('tally-reused')).toHaveLength(1);
  });

  it('runs concurrent duplicates once, answering both with the same response', async () => {
    routeDelayMs = 300;
    const responses = await Promise.all(Array.from({ length: 3 }, () => add('concurrent', { by: 1 }, { 'idempotency-key': 'pay-3' })));
    routeDelayMs = 0;
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(await streamEvents('tally-concurrent')).toHaveLength(1);
  });

  it('answers a duplicate with 409 while the first is still running past the wait', async () => {
    const impatient = await serve(
      createCommandApi({ store, pool, tokens, logger, routers: [tallyRouter()], idempotency: { waitMs: 100, pollMs: 20 } }).callback(),
    );
    routeDelayMs = 500;
    const inRoute = nextEntry();
    const first = add('slow', { by: 1 }, { 'idempotency-key': 'pay-4' }, impatient.url);
    // The first holds the key before its duplicate asks for it.
    await inRoute;
    const duplicate = await add('slow', { by: 1 }, { 'idempotency-key': 'pay-4' }, impatient.url);
    routeDelayMs = 0;
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).error).toBe('A request with this Idempotency-Key is still in progress');
    expect((await first).status).toBe(201);
    await impatient.close();
    expect(await streamEvents('tally-slow')).toHaveLength(1);
  });

  it('frees the key of a failed request so that a corrected retry runs', async () => {
    const invalid = await add('retried', { by: -1 }, { 'idempotency-key': 'pay-5' });
    expect(invalid.status).toBe(400);
    const corrected = await add('retried', { by: 1 }, { 'idempotency-key': 'pay-5' });
    expect(corrected.status).toBe(201);
    expect(await streamEvents('tally-retried')).toHaveLength(1);
  });

  it('keeps keys per member', async () => {
    const kofi = `Bearer ${await tokens.issue({ memberId: 'kofi', role: 'member' })}`;
    await add('shared', { by: 1 }, { 'idempotency-key': 'pay-6' });
    const other = await add('shared', { by: 1 }, { 'idempotency-key': 'pay-6', authorization: kofi });
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(await streamEvents('tally-shared')).toHaveLength(2);
  });

  it('never keeps a response marked no-store, such as issued tokens', async () => {
    const issue = async () =>
      fetch(`${running.url}/tallies/secret/secrets`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await tokens.issue({ memberId: 'ama', role: 'member' })}`, 'idempotency-key': 'login-1' },
      });
    expect((await issue()).status).toBe(201);
    expect((await issue()).headers.get('idempotent-replayed')).toBeNull();
    const { rows } = await pool.query(`SELECT 1 FROM idempotency_keys WHERE key = 'login-1'`);
    expect(rows).toHaveLength(0);
  });

  it('refuses a malformed key with a 400', async () => {
    const response = await add('malformed', { by: 1 }, { 'idempotency-key': 'x'.repeat(256) });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain('Idempotency-Key');
  });
});

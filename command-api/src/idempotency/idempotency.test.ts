import { setTimeout as sleep } from 'node:timers/promises';
import Router from '@koa/router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type pg from 'pg';
import { createPostgresEventStore, defineEvent, migrateEventStore, newEvent, type EventStore } from '@sankofa/events';
import { createAccessTokens, createLogger, createPool, parseInput, requireMember } from '@sankofa/server-kit';
import { createTestDatabase, serve, type RunningServer } from '@sankofa/server-kit/testing';
import { createCommandApi, type CommandApiDependencies } from '../app.ts';
import { eventContextOf } from '../event-context.ts';
import { migrateCommandApi } from '../migrate.ts';
import { respondWithPosition } from '../respond.ts';

const Paid = defineEvent('Paid', z.object({ amount: z.number() }));
const tokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 60 });
const logger = createLogger('idempotency-test', { silent: true });
let pool: pg.Pool;
let store: EventStore;
let routeDelayMs = 0;
/** Called by the payment route as a request enters it, its Idempotency-Key claimed. */
let entered = () => {};
const nextEntry = () => new Promise<void>((resolve) => (entered = resolve));
const servers: RunningServer[] = [];

/** A payment route: every run appends one event, so the stream's length counts the runs. */
const paymentsRouter = () =>
  new Router().post('/payments/:id', requireMember(tokens), async (ctx) => {
    const { amount } = parseInput(z.object({ amount: z.number().positive() }), ctx.request.body, 'body');
    entered();
    await sleep(routeDelayMs);
    const appended = await store.append(`payment-${ctx.params.id}`, [newEvent(Paid, { amount }, eventContextOf(ctx))]);
    respondWithPosition(ctx, 201, { amount }, appended.positions.at(-1) ?? null);
  });

/** The real pool, except that the next `failures` queries matching `pattern` fail, as a lost connection would. */
const poolFailing = (pattern: RegExp, failures: number) => {
  let left = failures;
  const query = (text: string, values?: unknown[]) => {
    if (pattern.test(text) && left > 0) {
      left -= 1;
      return Promise.reject(new Error('injected: connection lost'));
    }
    return pool.query(text, values);
  };
  return { query } as unknown as pg.Pool;
};

const startApi = async (options: { pool?: pg.Pool; idempotency?: CommandApiDependencies['idempotency'] } = {}) => {
  const idempotency = { recordBackoffMs: 1, ...options.idempotency };
  const running = await serve(createCommandApi({ store, pool: options.pool ?? pool, tokens, logger, routers: [paymentsRouter()], idempotency }).callback());
  servers.push(running);
  return running.url;
};

const pay = async (url: string, payment: string, amount: number, key: string) =>
  fetch(`${url}/payments/${payment}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokens.issue({ memberId: 'ama', role: 'member' })}`, 'idempotency-key': key },
    body: JSON.stringify({ amount }),
  });

const runs = async (payment: string) => {
  let count = 0;
  for await (const _event of store.readStream(`payment-${payment}`)) count += 1;
  return count;
};

const injectedClock = () => {
  let now = Date.parse('2026-11-23T12:00:00Z');
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
};
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  await migrateCommandApi(pool);
  store = createPostgresEventStore(pool);
});
afterEach(async () => {
  routeDelayMs = 0;
  await Promise.all(servers.splice(0).map((running) => running.close()));
});
afterAll(async () => {
  await store.close();
  await pool.end();
});

describe('recording the response of a succeeded command', () => {
  it('tries again when recording fails, so that a retry gets the first response without running again', async () => {
    const url = await startApi({ pool: poolFailing(/SET state = 'completed'/, 2), idempotency: { recordAttempts: 3 } });
    const first = await pay(url, 'flaky', 5, 'pay-flaky');
    const retry = await pay(url, 'flaky', 5, 'pay-flaky');
    expect(first.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(await first.json());
    expect(await runs('flaky')).toBe(1);
  });

  it('keeps the key when the response cannot be recorded: a concurrent or later retry is answered, never run', async () => {
    const url = await startApi({ pool: poolFailing(/SET state = 'completed'/, Infinity), idempotency: { recordAttempts: 3 } });
    routeDelayMs = 300;
    const inRoute = nextEntry();
    const paying = pay(url, 'lost', 5, 'pay-lost');
    // The first holds the key before the concurrent retry asks for it.
    await inRoute;
    const concurrent = await pay(url, 'lost', 5, 'pay-lost');
    const first = await paying;
    routeDelayMs = 0;
    const later = await pay(url, 'lost', 5, 'pay-lost');
    expect(first.status).toBe(201);
    const { position } = await first.json();
    for (const retry of [concurrent, later]) {
      expect(retry.status).toBe(409);
      expect(await retry.json()).toMatchObject({ code: 'idempotency_response_unrecorded', details: { status: 201, position } });
    }
    expect(await runs('lost')).toBe(1);
  });

  it('when nothing can be recorded, answers the caller and keeps the key claimed: a retry is told the outcome is unknown', async () => {
    const clock = injectedClock();
    const url = await startApi({ pool: poolFailing(/^UPDATE idempotency_keys/, Infinity), idempotency: { recordAttempts: 2, clock: clock.now, abandonAfterMs: 60_000 } });
    expect((await pay(url, 'unrecorded', 5, 'pay-unrecorded')).status).toBe(201);
    clock.advance(2 * 60_000);
    const retry = await pay(url, 'unrecorded', 5, 'pay-unrecorded');
    expect(retry.status).toBe(409);
    expect((await retry.json()).code).toBe('idempotency_outcome_unknown');
    expect(await runs('unrecorded')).toBe(1);
  });
});

describe('records that end', () => {
  it('treats a key older than 24 hours as new, even with another body', async () => {
    const clock = injectedClock();
    const url = await startApi({ idempotency: { clock: clock.now } });
    await pay(url, 'daily', 5, 'pay-daily');
    clock.advance(23 * HOUR_MS);
    expect((await pay(url, 'daily', 5, 'pay-daily')).headers.get('idempotent-replayed')).toBe('true');
    expect((await pay(url, 'daily', 7, 'pay-daily')).status).toBe(422);
    clock.advance(2 * HOUR_MS);
    const later = await pay(url, 'daily', 7, 'pay-daily');
    expect(later.status).toBe(201);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(await runs('daily')).toBe(2);
  });

  it('sweeps records older than 24 hours', async () => {
    const clock = injectedClock();
    const url = await startApi({ idempotency: { clock: clock.now } });
    await pay(url, 'swept', 1, 'pay-old-1');
    await pay(url, 'swept', 1, 'pay-old-2');
    clock.advance(25 * HOUR_MS);
    await pay(url, 'swept', 1, 'pay-new');
    const keys = async () => (await pool.query<{ key: string }>(`SELECT key FROM idempotency_keys WHERE key LIKE 'pay-old-%' OR key = 'pay-new'`)).rows.map((row) => row.key);
    await vi.waitFor(async () => expect(await keys()).toEqual(['pay-new']), { timeout: 10_000 });
  });
});

import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createPostgresEventStore, encodePosition, migrateEventStore, type EventStore } from '@sankofa/events';
import { migrateProjections } from '@sankofa/projections';
import { createAccessTokens, createLogger, createPool } from '@sankofa/server-kit';
import { createTestDatabase, serve, type RunningServer } from '@sankofa/server-kit/testing';
import { createQueryApi, type QueryApi } from './app.ts';

let pool: pg.Pool;
let store: EventStore;
let api: QueryApi;
let running: RunningServer;

const router = new Router();
router.get('/things', (ctx) => {
  ctx.body = { things: [] };
});

const setCheckpoint = (name: string, position: string | null, state = 'running') =>
  pool.query(
    `INSERT INTO projection_checkpoints (name, schema_name, version, position, state, active) VALUES ($1, $1 || '_v1', 1, $2, $3, true)
     ON CONFLICT (name, schema_name) DO UPDATE SET position = EXCLUDED.position, state = EXCLUDED.state`,
    [name, position, state],
  );

const at = (sequence: number) => encodePosition('1000', String(sequence));

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  await migrateProjections(pool);
  store = createPostgresEventStore(pool);
  const tokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 60 });
  api = createQueryApi({ store, pool, tokens, logger: createLogger('query-api-test', { silent: true }), routers: [router], readYourWrites: { timeoutMs: 500 } });
  running = await serve(api.app.callback());
});
afterAll(async () => {
  await running.close();
  await api.close();
  await store.close();
  await pool.end();
});

const getThings = (minPosition?: string) => fetch(`${running.url}/things`, { headers: minPosition ? { 'x-min-position': minPosition } : {} });

describe('read-your-writes', () => {
  it('serves at once without X-Min-Position', async () => {
    const response = await getThings();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-position-reached')).toBeNull();
  });

  it('waits until every active projector has passed the position', async () => {
    await setCheckpoint('discovery', at(10));
    await setCheckpoint('matches', at(10));
    setTimeout(() => void setCheckpoint('discovery', at(12)), 100);
    setTimeout(() => void setCheckpoint('matches', at(11)), 200);
    const started = Date.now();
    const response = await getThings(at(11));
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-position-reached')).toBe('true');
    expect(await response.json()).toEqual({ things: [] });
  });

  it('answers at once when the projectors are already past the position', async () => {
    const started = Date.now();
    const response = await getThings(at(5));
    expect(Date.now() - started).toBeLessThan(200);
    expect(response.headers.get('x-position-reached')).toBe('true');
  });

  it('serves anyway after the bounded wait, saying the position was not reached', async () => {
    const started = Date.now();
    const response = await getThings(at(99));
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-position-reached')).toBe('false');
  });

  it('does not wait for a failed projector, which will not move until fixed', async () => {
    await setCheckpoint('discovery', at(20));
    await setCheckpoint('matches', at(15), 'failed');
    const started = Date.now();
    const response = await getThings(at(20));
    expect(Date.now() - started).toBeLessThan(200);
    expect(response.headers.get('x-position-reached')).toBe('false');
  });

  it('refuses a malformed position with a 400', async () => {
    const response = await getThings('not a position!');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain('X-Min-Position');
  });

  it('is live and ready, and answers unknown routes with a JSON 404', async () => {
    expect((await fetch(`${running.url}/health/live`)).status).toBe(200);
    expect((await fetch(`${running.url}/health/ready`)).status).toBe(200);
    const missing = await fetch(`${running.url}/nowhere`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('route_not_found');
  });
});

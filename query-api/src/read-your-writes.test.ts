import { randomUUID } from 'node:crypto';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createPositionSignal, createPostgresEventStore, memberStream, migrateEventStore, type EventStore, type PositionSignal } from '@sankofa/events';
import { CHECKPOINTS_CHANNEL, createProjectionRuntime, migrateProjections, projectors } from '@sankofa/projections';
import { memberRegistered } from '@sankofa/projections/testing';
import { DISCOVERY_PROJECTOR } from '@sankofa/projections/discovery';
import { EVENT_INDEX_PROJECTOR } from '@sankofa/projections/event-index';
import { MATCHES_PROJECTOR } from '@sankofa/projections/matches';
import { MEMBER_STATS_PROJECTOR } from '@sankofa/projections/member-stats';
import { MEMBERS_PROJECTOR } from '@sankofa/projections/members';
import { createAccessTokens, createLogger, createPool, errorMiddleware } from '@sankofa/server-kit';
import { createTestDatabase, serve, type RunningServer } from '@sankofa/server-kit/testing';
import { createQueryApi, type QueryApi } from './app.ts';
import { trackCheckpoints } from './live/checkpoint-tracker.ts';
import { readYourWrites } from './read-your-writes.ts';
import { readModelRouter, readModelsOf } from './read-model-router.ts';
import { positionAt as at, setCheckpoint as setCheckpointOf } from './testing/checkpoints.ts';

let pool: pg.Pool;
let store: EventStore;
let api: QueryApi;
let running: RunningServer;
let signal: PositionSignal;
/** Waits for as long as the test runs: any answer it gives came from a wake-up or a refusal to wait. */
let patient: ReturnType<typeof readYourWrites>;
let patientServer: RunningServer;
const tokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 600 });
const logger = createLogger('query-api-test', { silent: true });

const things = readModelRouter([DISCOVERY_PROJECTOR, MATCHES_PROJECTOR]);
things.get('/things', (ctx) => {
  ctx.body = { things: [] };
});
// What the member_stats projector has written so far: the data a woken read must include.
const counted = readModelRouter([MEMBER_STATS_PROJECTOR]);
counted.get('/members-counted', async (ctx) => {
  ctx.body = (await pool.query<{ member_id: string }>('SELECT member_id FROM member_stats ORDER BY member_id')).rows.map((row) => row.member_id);
});
// A member's own read, and an admin's read of the event index: each waits for its own projector.
const profiles = readModelRouter([MEMBERS_PROJECTOR]);
profiles.get('/members/:id', async (ctx) => {
  ctx.body = (await pool.query<{ id: string }>('SELECT id FROM members WHERE id = $1', [ctx.params.id])).rows;
});
const indexed = readModelRouter([EVENT_INDEX_PROJECTOR]);
indexed.get('/indexed/:stream', async (ctx) => {
  ctx.body = (await pool.query<{ type: string }>('SELECT type FROM event_index WHERE stream = $1', [ctx.params.stream])).rows.map((row) => row.type);
});
const unread = readModelRouter([]);
unread.get('/languages', (ctx) => {
  ctx.body = ['en'];
});
const routers = [things, counted, profiles, indexed, unread];

const setCheckpoint = (name: string, position: string | null, state?: string) => setCheckpointOf(pool, name, position, state);
const bearer = async (memberId: string) => ({ authorization: `Bearer ${await tokens.issue({ memberId, role: 'member' })}` });

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  await migrateProjections(pool);
  store = createPostgresEventStore(pool);
  api = createQueryApi({ store, pool, tokens, logger, routers, readYourWrites: { timeoutMs: 500 } });
  running = await serve(api.app.callback());

  signal = createPositionSignal(pool, CHECKPOINTS_CHANNEL);
  patient = readYourWrites(trackCheckpoints(pool, signal), tokens, (ctx) => readModelsOf(routers, ctx), { timeoutMs: 3_600_000, maxWaiters: 3, maxWaitersPerMember: 2 });
  const app = new Koa();
  app.use(errorMiddleware(logger));
  app.use(patient);
  for (const router of routers) app.use(router.routes());
  patientServer = await serve(app.callback());
});
afterAll(async () => {
  await running.close();
  await patientServer.close();
  await api.close();
  await signal.close();
  await store.close();
  await pool.end();
});

const get = async (url: string, minPosition?: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { ...headers, ...(minPosition ? { 'x-min-position': minPosition } : {}) } });
const getThings = async (minPosition?: string, memberId = 'ama') => get(`${running.url}/things`, minPosition, await bearer(memberId));

/** Resolves once the patient middleware has admitted `count` waiters. */
const untilWaiting = async (count: number, memberId?: string) => {
  for (let attempt = 0; attempt < 1000 && patient.waiting(memberId) < count; attempt += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(patient.waiting(memberId)).toBe(count);
};

describe('read-your-writes', () => {
  it('serves at once without X-Min-Position', async () => {
    const response = await getThings();
    expect(response.status).toBe(200);
    expect(response.headers.get('x-position-reached')).toBeNull();
  });

  it('waits until every active projector the route reads has passed the position, woken as their checkpoints move', async () => {
    await setCheckpoint('discovery', at(10));
    await setCheckpoint('matches', at(10));
    const pending = getThings(at(11));
    setTimeout(() => void setCheckpoint('discovery', at(12)), 100);
    setTimeout(() => void setCheckpoint('matches', at(11)), 200);
    const response = await pending;
    expect(response.status).toBe(200);
    expect(response.headers.get('x-position-reached')).toBe('true');
    expect(await response.json()).toEqual({ things: [] });
  });

  it('answers when the projectors are already past the position', async () => {
    const response = await getThings(at(5));
    expect(response.headers.get('x-position-reached')).toBe('true');
  });

  it('serves anyway after the bounded wait, saying the position was not reached', async () => {
    const response = await getThings(at(99));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-position-reached')).toBe('false');
  });

  it('does not wait for a failed projector, which will not move until fixed', async () => {
    await setCheckpoint('discovery', at(20));
    await setCheckpoint('matches', at(15), 'failed');
    const response = await get(`${patientServer.url}/things`, at(20), await bearer('ama'));
    expect(response.headers.get('x-position-reached')).toBe('false');
    await setCheckpoint('matches', at(20));
  });

  it('refuses a malformed position with a 400 at once, signed in or not', async () => {
    for (const malformed of ['not a position!', '42', `${at(1)}x`, '00000000000000000001-1', `${at(1)};${at(2)}`]) {
      const response = await getThings(malformed);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringContaining('X-Min-Position'), code: 'invalid_min_position' });
    }
    expect((await get(`${patientServer.url}/things`, 'garbage')).status).toBe(400);
  });

  it('serves an anonymous caller, or one with an invalid token, without waiting', async () => {
    for (const headers of [{}, { authorization: 'Bearer forged' }] as Record<string, string>[]) {
      const response = await get(`${patientServer.url}/things`, at(999), headers);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-position-reached')).toBeNull();
    }
  });

  it('lets a member wait at most twice at once and everyone three times, serving the others at once; all are woken by the move', async () => {
    const [ama, kofi, esi] = await Promise.all([bearer('ama'), bearer('kofi'), bearer('esi')]);
    const waiting = [get(`${patientServer.url}/things`, at(500), ama), get(`${patientServer.url}/things`, at(500), ama)];
    await untilWaiting(2, 'ama');
    const amaThird = await get(`${patientServer.url}/things`, at(500), ama);
    expect(amaThird.status).toBe(200);
    expect(amaThird.headers.get('x-position-reached')).toBe('false');

    waiting.push(get(`${patientServer.url}/things`, at(500), kofi));
    await untilWaiting(3);
    const esiFirst = await get(`${patientServer.url}/things`, at(500), esi);
    expect(esiFirst.headers.get('x-position-reached')).toBe('false');

    await setCheckpoint('discovery', at(500));
    await setCheckpoint('matches', at(500));
    const answers = await Promise.all(waiting);
    expect(answers.map((answer) => answer.headers.get('x-position-reached'))).toEqual(['true', 'true', 'true']);
    expect(patient.waiting()).toBe(0);
  });

  it('wakes a waiting member when the projector applies the new event, and the answer includes it', async () => {
    await pool.query(`DELETE FROM projection_checkpoints WHERE name IN ('discovery', 'matches')`);
    const runtime = createProjectionRuntime({ store, pool, logger, projectors: projectors.filter((projector) => projector.name === 'member_stats'), leaseSeconds: 3 });
    // Started once to create its build, then stopped: its checkpoint stays behind the new event.
    await runtime.start();
    await runtime.stop();
    const amaId = randomUUID();
    const written = (await store.append(memberStream(amaId), [memberRegistered(amaId)])).positions.at(-1)!;
    const answer = get(`${patientServer.url}/members-counted`, written, await bearer(amaId));
    await untilWaiting(1);
    await runtime.start();
    try {
      const response = await answer;
      expect(response.headers.get('x-position-reached')).toBe('true');
      expect(await response.json()).toEqual([amaId]);
    } finally {
      await runtime.stop();
    }
  });

  it("waits only for the projectors the route reads: a member's read is not held back by a stopped event index, a read of the index is", async () => {
    const membersRuntime = createProjectionRuntime({ store, pool, logger, projectors: projectors.filter((projector) => projector.name === MEMBERS_PROJECTOR), leaseSeconds: 3 });
    const indexRuntime = createProjectionRuntime({ store, pool, logger, projectors: projectors.filter((projector) => projector.name === EVENT_INDEX_PROJECTOR), leaseSeconds: 3 });
    // Started once to create its build, then stopped: the index stays behind every event to come.
    await indexRuntime.start();
    await indexRuntime.stop();
    await membersRuntime.start();
    try {
      const kofiId = randomUUID();
      const written = (await store.append(memberStream(kofiId), [memberRegistered(kofiId)])).positions.at(-1)!;

      const own = await get(`${running.url}/members/${kofiId}`, written, await bearer(kofiId));
      expect(own.headers.get('x-position-reached')).toBe('true');
      expect(await own.json()).toEqual([{ id: kofiId }]);

      const index = get(`${patientServer.url}/indexed/${memberStream(kofiId)}`, written, await bearer('admin'));
      await untilWaiting(1);
      await indexRuntime.start();
      const response = await index;
      expect(response.headers.get('x-position-reached')).toBe('true');
      expect(await response.json()).toEqual(['MemberRegistered']);
    } finally {
      await Promise.all([membersRuntime.stop(), indexRuntime.stop()]);
    }
  });

  it('serves a route that reads no read model at once, its position trivially reached', async () => {
    const response = await get(`${running.url}/languages`, at(10_000), await bearer('ama'));
    expect(response.headers.get('x-position-reached')).toBe('true');
    expect(await response.json()).toEqual(['en']);
  });

  it('is live and ready, and answers unknown routes with a JSON 404', async () => {
    expect((await fetch(`${running.url}/health/live`)).status).toBe(200);
    expect((await fetch(`${running.url}/health/ready`)).status).toBe(200);
    const missing = await fetch(`${running.url}/nowhere`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('route_not_found');
  });
});

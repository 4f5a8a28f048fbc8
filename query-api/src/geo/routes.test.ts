import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createPostgresEventStore, migrateEventStore, type EventStore } from '@sankofa/events';
import { migrateProjections } from '@sankofa/projections';
import { createAccessTokens, createLogger, createPool, createReverseGeocoder } from '@sankofa/server-kit';
import { createTestDatabase, serve, type RunningServer } from '@sankofa/server-kit/testing';
import { createQueryApi, type QueryApi } from '../app.ts';
import { geoQueryRouter } from './routes.ts';

let pool: pg.Pool;
let store: EventStore;
let api: QueryApi;
let running: RunningServer;

beforeAll(async () => {
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  await migrateProjections(pool);
  store = createPostgresEventStore(pool);
  const tokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 60 });
  const routers = [geoQueryRouter({ geocoder: createReverseGeocoder() })];
  api = createQueryApi({ store, pool, tokens, logger: createLogger('geo-query-test', { silent: true }), routers });
  running = await serve(api.app.callback());
});
afterAll(async () => {
  await running.close();
  await api.close();
  await store.close();
  await pool.end();
});

const reverse = async (query: string) => {
  const response = await fetch(`${running.url}/api/geocode/reverse?${query}`);
  return { status: response.status, body: await response.json() };
};

describe('GET /api/geocode/reverse', () => {
  it('names the place at the coordinates, without a token', async () => {
    expect(await reverse('latitude=6.5244&longitude=3.3792')).toEqual({
      status: 200,
      body: { city: 'Lagos', country: 'Nigeria', location: 'Lagos, Nigeria' },
    });
  });

  it('answers a JSON 404 at sea', async () => {
    expect(await reverse('latitude=30&longitude=-40')).toEqual({
      status: 404,
      body: { error: 'No town or city near these coordinates', code: 'place_not_found' },
    });
  });

  it.each([
    ['latitude=100&longitude=3', 'query.latitude: Latitude must be between -90 and 90'],
    ['latitude=6&longitude=-181', 'query.longitude: Longitude must be between -180 and 180'],
    ['latitude=north&longitude=3', 'query.latitude: Latitude must be a number'],
    ['longitude=3', 'query.latitude: Latitude is required'],
    ['latitude=&longitude=3', 'query.latitude: Latitude is required'],
  ])('answers 400 naming the field for %s', async (query, error) => {
    const { status, body } = await reverse(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'validation_failed', error });
  });
});

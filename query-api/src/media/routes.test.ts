import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { mediaUrlOf } from '@sankofa/contracts';
import { createPostgresEventStore, migrateEventStore, type EventStore } from '@sankofa/events';
import { migrateProjections } from '@sankofa/projections';
import { createLocalMediaStorage, type StoredMedia } from '@sankofa/adapters/media';
import { createAccessTokens, createLogger, createPool } from '@sankofa/server-kit';
import { TINY_PNG } from '@sankofa/adapters/media/testing';
import { createTestDatabase, serve, type RunningServer } from '@sankofa/server-kit/testing';
import { createQueryApi, type QueryApi } from '../app.ts';
import { mediaQueryRouter } from './routes.ts';

let directory: string;
let pool: pg.Pool;
let store: EventStore;
let api: QueryApi;
let running: RunningServer;
let photo: StoredMedia;
let avatar: StoredMedia;
let video: StoredMedia;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'sankofa-served-media-'));
  const storage = createLocalMediaStorage(directory);
  photo = await storage.put(TINY_PNG, 'image/png');
  avatar = await storage.put(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
  video = await storage.put(Buffer.from('0123456789abcdef'), 'video/mp4');
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  await migrateProjections(pool);
  store = createPostgresEventStore(pool);
  const tokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 60 });
  api = createQueryApi({ store, pool, tokens, logger: createLogger('media-query-test', { silent: true }), routers: [mediaQueryRouter({ storage, pool, tokens })] });
  running = await serve(api.app.callback());
});
afterAll(async () => {
  await running.close();
  await api.close();
  await store.close();
  await pool.end();
  await rm(directory, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${running.url}${url}`, { headers });

describe('GET /api/media/:key', () => {
  it('serves the bytes with their stored content type, cacheable forever', async () => {
    const response = await get(mediaUrlOf(photo.key));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-length')).toBe(String(TINY_PNG.length));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(TINY_PNG);
  });

  it('serves generated SVG avatars sandboxed', async () => {
    const response = await get(mediaUrlOf(avatar.key));
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('answers 304 to a revalidation with its ETag', async () => {
    const first = await get(mediaUrlOf(photo.key));
    const again = await get(mediaUrlOf(photo.key), { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('serves byte ranges for media players, and 416 past the end', async () => {
    const partial = await get(mediaUrlOf(video.key), { range: 'bytes=4-7' });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 4-7/16');
    expect(await partial.text()).toBe('4567');
    const open = await get(mediaUrlOf(video.key), { range: 'bytes=10-' });
    expect(await open.text()).toBe('abcdef');
    const beyond = await get(mediaUrlOf(video.key), { range: 'bytes=99-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */16');
  });

  it('answers HEAD with the headers only', async () => {
    const response = await fetch(`${running.url}${mediaUrlOf(video.key)}`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('16');
  });

  it('answers a JSON 404 for an unknown key', async () => {
    const response = await get(`/api/media/${'f'.repeat(64)}.jpg`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Media not found', code: 'media_not_found' });
  });

  it.each(['..%2F..%2F..%2Fetc%2Fpasswd', '%2e%2e%2fpackage.json', 'x.png', `${'A'.repeat(64)}.png`])(
    'answers a JSON 400 to a key that is not a media key (%s)',
    async (key) => {
      const response = await get(`/api/media/${key}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'validation_failed', error: 'params.key: Not a media key' });
    },
  );
});

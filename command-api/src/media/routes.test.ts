import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createPostgresEventStore, migrateEventStore, type EventStore } from '@sankofa/events';
import { createLocalMediaStorage, readMedia, type MediaStorage } from '@sankofa/adapters/media';
import { createAccessTokens, createLogger, createPool } from '@sankofa/server-kit';
import { SVG_FILE, TINY_PNG, WEBM_HEADER, testPhoto } from '@sankofa/adapters/media/testing';
import { createTestDatabase, serve, type RunningServer } from '@sankofa/server-kit/testing';
import { createCommandApi } from '../app.ts';
import { migrateCommandApi } from '../migrate.ts';
import { anotherClientAddress, fetchFrom } from '../rate-limits/testing.ts';
import { mediaRouter } from './routes.ts';

const tokens = createAccessTokens({ secret: 'test-secret-at-least-16', ttlSeconds: 60 });
let directory: string;
let storage: MediaStorage;
let pool: pg.Pool;
let store: EventStore;
let running: RunningServer;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'sankofa-uploads-'));
  storage = createLocalMediaStorage(directory);
  pool = createPool(await createTestDatabase());
  await migrateEventStore(pool);
  await migrateCommandApi(pool);
  store = createPostgresEventStore(pool);
  const logger = createLogger('media-test', { silent: true });
  running = await serve(createCommandApi({ store, pool, tokens, logger, routers: [mediaRouter({ store, storage, tokens, identityBanKey: 'test-identity-ban-key' })] }).callback());
});
afterAll(async () => {
  await running.close();
  await store.close();
  await pool.end();
  await rm(directory, { recursive: true, force: true });
});

const upload = async (parts: { kind?: string; file?: Buffer; filename?: string; type?: string }, headers: Record<string, string> = {}) => {
  const form = new FormData();
  if (parts.kind !== undefined) form.append('kind', parts.kind);
  if (parts.file) form.append('file', new Blob([new Uint8Array(parts.file)], { type: parts.type ?? 'application/octet-stream' }), parts.filename ?? 'upload.bin');
  const response = await fetch(`${running.url}/api/media`, { method: 'POST', body: form, headers });
  return { status: response.status, body: await response.json() };
};

/** Every file under the storage folder, staging included: what a refused upload must not leave. */
const storedFiles = async () =>
  (await readdir(directory, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));

/** Resolves once a staging file holds at least `bytes`; fails the test if none ever does. */
const untilStaged = async (bytes: number) => {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const staged = (await readdir(storage.stagingDirectory, { withFileTypes: true }).catch(() => [])).filter((entry) => entry.isFile());
    const sizes = await Promise.all(staged.map((entry) => stat(path.join(entry.parentPath, entry.name)).then((stats) => stats.size, () => 0)));
    if (sizes.some((size) => size >= bytes)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`No staging file reached ${bytes} bytes while the upload was under way`);
};

const memberHeaders = async () => ({ authorization: `Bearer ${await tokens.issue({ memberId: 'ama', role: 'member' })}` });
const MEGABYTE = 1024 * 1024;
const padded = (header: Buffer, size: number) => Buffer.concat([header, Buffer.alloc(size - header.length)]);

/** A PNG whose header declares `width` × `height` (its pixels never come): what a decompression bomb looks like before it is decoded. */
const pngDeclaring = (width: number, height: number) => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([TINY_PNG.subarray(0, 8), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(0))), chunk('IEND', Buffer.alloc(0))]);
};

describe('POST /api/media', () => {
  it('stores a photo without a token (signup uploads before the account exists) and answers 201 { url, contentType, size, inReview }', async () => {
    const { status, body } = await upload({ kind: 'photo', file: TINY_PNG, filename: 'me.png', type: 'image/png' });
    expect(status).toBe(201);
    expect(body).toEqual({ url: expect.stringMatching(/^\/api\/media\/[0-9a-f]{64}-full\.webp$/), contentType: 'image/webp', size: expect.any(Number), inReview: false });
    const stored = await readMedia(storage, body.url.replace('/api/media/', ''));
    expect(stored).toMatchObject({ contentType: 'image/webp', bytes: expect.any(Buffer) });
    expect(stored!.bytes.length).toBe(body.size);
  });

  it('keeps no camera metadata of a photo (its GPS position least of all), turns it upright and writes the sizes the screens show', async () => {
    const gps = { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 36/1 1337/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 11/1 1234/100' } };
    const camera = { IFD0: { Make: 'Sankofa Test Camera', Model: 'GPS 1' } };
    // Taken held sideways: 2400 × 1600 pixels that the camera says to turn a quarter (EXIF orientation 6).
    const original = await testPhoto({ width: 2400, height: 1600, colour: '#b5651d', exif: { ...camera, ...gps }, orientation: 6 });
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('Sankofa Test Camera');

    const { status, body } = await upload({ kind: 'photo', file: original, filename: 'holiday.jpg', type: 'image/jpeg' });
    expect(status).toBe(201);
    const expectedSizes = { thumb: [200, 300], card: [800, 1200], full: [1600, 2400] };
    for (const [size, [width, height]] of Object.entries(expectedSizes)) {
      const { bytes } = (await readMedia(storage, body.url.replace('/api/media/', '').replace('-full.', `-${size}.`)))!;
      const metadata = await sharp(bytes).metadata();
      expect({ size, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({ size, format: 'webp', width, height });
      expect({ size, exif: metadata.exif, xmp: metadata.xmp, orientation: metadata.orientation }).toEqual({ size, exif: undefined, xmp: undefined, orientation: undefined });
      expect(bytes.includes('Sankofa Test Camera')).toBe(false);
      expect(bytes.includes('GPS')).toBe(false);
    }
    const card = (await readMedia(storage, body.url.replace('/api/media/', '').replace('-full.', '-card.')))!.bytes;
    expect(card.length).toBeLessThan(original.length);
  });

  it('refuses with 400 a photo that does not decode, and one larger than 50 megapixels, keeping nothing of either', async () => {
    const before = await storedFiles();
    const broken = Buffer.concat([(await testPhoto({ width: 64, height: 64, colour: '#123456' })).subarray(0, 40), Buffer.alloc(200, 7)]);
    expect(await upload({ kind: 'photo', file: broken, filename: 'broken.jpg', type: 'image/jpeg' })).toMatchObject({
      status: 400,
      body: { code: 'unreadable_photo', error: expect.stringContaining('could not be read') },
    });
    expect(await upload({ kind: 'photo', file: pngDeclaring(10_000, 6_000), filename: 'bomb.png', type: 'image/png' })).toMatchObject({
      status: 400,
      body: { code: 'photo_too_large', error: expect.stringContaining('50 megapixels') },
    });
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 401 to a voice recording without a token, and stores it with one', async () => {
    expect((await upload({ kind: 'audio', file: WEBM_HEADER })).status).toBe(401);
    const { status, body } = await upload({ kind: 'audio', file: WEBM_HEADER, filename: 'bio.webm' }, await memberHeaders());
    expect(status).toBe(201);
    expect(body).toMatchObject({ contentType: 'audio/webm', url: expect.stringMatching(/\.weba$/) });
  });

  it('stores a video of up to 50 MB for a member', async () => {
    const { status, body } = await upload({ kind: 'video', file: padded(WEBM_HEADER, 12 * MEGABYTE) }, await memberHeaders());
    expect(status).toBe(201);
    expect(body).toMatchObject({ contentType: 'video/webm', size: 12 * MEGABYTE });
  });

  it('writes an upload to disk as it arrives rather than holding it in memory until the end', async () => {
    const boundary = 'sankofa-stream-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nvideo\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bio.webm"\r\n\r\n`;
    const firstPart = padded(WEBM_HEADER, 2 * MEGABYTE);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        sent += 1;
        if (sent === 1) return controller.enqueue(new Uint8Array(Buffer.concat([Buffer.from(head), firstPart])));
        if (sent === 2) {
          // The rest of the body is held back until the first 2 MB are seen staged on disk.
          await untilStaged(firstPart.length);
          return controller.enqueue(new Uint8Array(Buffer.alloc(MEGABYTE, 1)));
        }
        controller.enqueue(new Uint8Array(Buffer.from(`\r\n--${boundary}--\r\n`)));
        controller.close();
      },
    });
    const response = await fetch(`${running.url}/api/media`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...(await memberHeaders()) },
    } as RequestInit);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ contentType: 'video/webm', size: 3 * MEGABYTE });
    expect(await readdir(storage.stagingDirectory)).toEqual([]);
  });

  it('answers 401 to an invalid token even for a photo', async () => {
    expect((await upload({ kind: 'photo', file: TINY_PNG }, { authorization: 'Bearer forged' })).status).toBe(401);
  });

  it('answers 413 to a photo over 10 MB, with or without a token, and keeps nothing of it', async () => {
    const before = await storedFiles();
    const tooBig = padded(TINY_PNG, 10 * MEGABYTE + 1);
    const anonymous = await upload({ kind: 'photo', file: tooBig });
    expect(anonymous).toEqual({ status: 413, body: { error: 'The file is larger than 10 MB', code: 'payload_too_large', details: { maxBytes: 10 * MEGABYTE } } });
    // A member may send up to 50 MB, so this one streams in whole before the photo limit refuses it.
    expect((await upload({ kind: 'photo', file: tooBig }, await memberHeaders())).status).toBe(413);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 413 to a video over 50 MB and keeps nothing of it', async () => {
    const before = await storedFiles();
    const response = await upload({ kind: 'video', file: padded(WEBM_HEADER, 50 * MEGABYTE + 1) }, await memberHeaders());
    expect(response).toMatchObject({ status: 413, body: { code: 'payload_too_large', details: { maxBytes: 50 * MEGABYTE } } });
    expect(await storedFiles()).toEqual(before);
  });

  it('keeps nothing of a file refused for its type or its fields', async () => {
    const before = await storedFiles();
    expect((await upload({ kind: 'photo', file: padded(Buffer.from('plain text'), MEGABYTE) })).status).toBe(415);
    expect((await upload({ kind: 'document', file: TINY_PNG })).status).toBe(400);
    expect((await upload({ kind: 'video', file: WEBM_HEADER })).status).toBe(401);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 413 to an oversized file streamed without a Content-Length, and keeps nothing of it', async () => {
    const before = await storedFiles();
    const boundary = 'sankofa-test-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nphoto\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    const parts = [Buffer.from(head), TINY_PNG, ...Array.from({ length: 11 }, () => Buffer.alloc(MEGABYTE)), Buffer.from(`\r\n--${boundary}--\r\n`)];
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = parts.shift();
        if (next) controller.enqueue(new Uint8Array(next));
        else controller.close();
      },
    });
    const response = await fetch(`${running.url}/api/media`, {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('payload_too_large');
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 400 without a file, and 400 naming kind without a valid kind', async () => {
    expect(await upload({ kind: 'photo' })).toEqual({
      status: 400,
      body: { error: 'No file uploaded: send it in the "file" field', code: 'validation_failed', details: { field: 'file' } },
    });
    const { status, body } = await upload({ kind: 'document', file: TINY_PNG });
    expect(status).toBe(400);
    expect(body.error).toBe('body.kind: kind must be photo, audio or video');
  });

  it('answers 415 to a text file called .png and to an SVG, whatever their declared type', async () => {
    const disguised = await upload({ kind: 'photo', file: Buffer.from('hello, I am text'), filename: 'cat.png', type: 'image/png' });
    expect(disguised.status).toBe(415);
    expect(disguised.body).toMatchObject({ code: 'unsupported_media_type', error: expect.stringContaining('JPEG, PNG, WebP or GIF') });
    expect((await upload({ kind: 'photo', file: SVG_FILE, filename: 'x.svg', type: 'image/svg+xml' })).status).toBe(415);
  });

  it('answers 415 to a body that is not multipart', async () => {
    const response = await fetch(`${running.url}/api/media`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"kind":"photo"}' });
    expect(response.status).toBe(415);
    expect((await response.json()).error).toBe('Send the file as multipart/form-data');
  });
});

describe('photos uploaded without an account', () => {
  it('are limited to 30 an hour per client address, with Retry-After; members are not limited by it', async () => {
    const client = anotherClientAddress();
    const photo = async (headers: Record<string, string> = {}) => {
      const form = new FormData();
      form.append('kind', 'photo');
      form.append('file', new Blob([new Uint8Array(TINY_PNG)], { type: 'image/png' }), 'me.png');
      return fetchFrom(client, `${running.url}/api/media`, { method: 'POST', body: form, headers });
    };
    for (let count = 0; count < 30; count++) expect((await photo()).status).toBe(201);
    const refused = await photo();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
    expect(await refused.json()).toMatchObject({ code: 'rate_limited', error: expect.stringContaining('Too many photos uploaded without an account') });
    expect((await photo(await memberHeaders())).status).toBe(201);
  });
});

describe('uploads with an Idempotency-Key', () => {
  it('store each file it comes with: the key never replays the answer for another file, and the same file gets the same URL', async () => {
    const headers = { ...(await memberHeaders()), 'Idempotency-Key': 'upload-1' };
    const first = await upload({ kind: 'photo', file: TINY_PNG, filename: 'me.png', type: 'image/png' }, headers);
    const other = await upload({ kind: 'photo', file: await testPhoto({ width: 8, height: 8, colour: '#2e8b57' }), filename: 'me.jpg', type: 'image/jpeg' }, headers);
    const again = await upload({ kind: 'photo', file: TINY_PNG, filename: 'me.png', type: 'image/png' }, headers);
    expect([first.status, other.status, again.status]).toEqual([201, 201, 201]);
    expect(other.body.url).not.toBe(first.body.url);
    expect(again.body).toEqual(first.body);
  });
});

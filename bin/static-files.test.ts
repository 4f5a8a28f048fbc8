import { readFileSync, statSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from './static-files.ts';

/** The frontend `npm test` builds before the tests run, as `npm start` serves it. */
const DIST = path.resolve(import.meta.dirname, '../frontend/dist');
const indexHtml = readFileSync(path.join(DIST, 'index.html'));
/** The largest script the page loads: the shell, with everything the entry needs (the runtime beside it is too small to compress). */
const mainScript = [...indexHtml.toString().matchAll(/<script [^>]*src="\/(assets\/[^"]+\.js)"/g)]
  .map((match) => match[1]!)
  .sort((a, b) => statSync(path.join(DIST, b)).size - statSync(path.join(DIST, a)).size)[0]!;

let server: Server;

/** node:http, not fetch: fetch asks for every encoding and decodes the body itself. */
const get = (pathname: string, acceptEncoding?: string) =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    const call = request({ port, path: pathname, headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    call.on('error', reject);
    call.end();
  });

beforeAll(async () => {
  server = staticFiles(DIST).listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the frontend, compressed at build time', () => {
  const original = readFileSync(path.join(DIST, mainScript));

  it('sends the main script as brotli to a client that accepts it, bytes that decode to the built file, cached a year', async () => {
    const answer = await get(`/${mainScript}`, 'gzip, deflate, br');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', 'cache-control': 'max-age=31536000,immutable' });
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.body.length).toBeLessThan(original.length / 3);
    expect(brotliDecompressSync(answer.body).equals(original)).toBe(true);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const answer = await get(`/${mainScript}`, 'gzip');
    expect(answer.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    expect(gunzipSync(answer.body).equals(original)).toBe(true);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const answer = await get(`/${mainScript}`, acceptEncoding);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.body.equals(original)).toBe(true);
    }
  });

  it('sends index.html compressed too, for its own path and a client route alike, revalidated on every visit', async () => {
    for (const pathname of ['/', '/index.html', '/discover']) {
      const br = await get(pathname, 'br');
      expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'Accept-Encoding', 'cache-control': 'no-cache' });
      expect(brotliDecompressSync(br.body).equals(indexHtml)).toBe(true);
      const plain = await get(pathname);
      expect(plain.headers).toMatchObject({ 'cache-control': 'no-cache', 'content-type': 'text/html; charset=utf-8' });
      expect(plain.body.equals(indexHtml)).toBe(true);
    }
  });

  it('keeps the service worker revalidated and allowed the whole origin', async () => {
    const answer = await get('/sw.js', 'gzip');
    expect(answer.headers).toMatchObject({ 'content-encoding': 'gzip', 'cache-control': 'no-cache', 'service-worker-allowed': '/' });
    expect(gunzipSync(answer.body).equals(readFileSync(path.join(DIST, 'sw.js')))).toBe(true);
  });
});

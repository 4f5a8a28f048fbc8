import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaStorage } from './create-media-storage.ts';
import { createLocalMediaStorage } from './local-storage.ts';
import { Readable } from 'node:stream';
import { isPrivateMediaOf, mediaKeyFor, privateMediaKeyFor } from './media-key.ts';
import { stageUpload } from './staged-upload.ts';
import { readMedia, type MediaStorage } from './storage.ts';
import { TINY_PNG, WEBM_HEADER } from './test-files.ts';

let directory: string;
let storage: MediaStorage;
beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'sankofa-media-'));
  storage = createLocalMediaStorage(directory);
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe('local media storage', () => {
  it('gives the bytes back with their content type under their key', async () => {
    const stored = await storage.put(TINY_PNG, 'image/png');
    expect(stored.key).toMatch(/^[0-9a-f]{64}\.png$/);
    expect(stored).toMatchObject({ contentType: 'image/png', size: TINY_PNG.length });
    expect(await readMedia(storage, stored.key)).toEqual({ bytes: TINY_PNG, contentType: 'image/png' });
  });

  it('keeps the same bytes once, and the same bytes as audio and as video apart', async () => {
    const first = await storage.put(TINY_PNG, 'image/png');
    const again = await storage.put(TINY_PNG, 'image/png');
    expect(again.key).toBe(first.key);
    const audio = await storage.put(WEBM_HEADER, 'audio/webm');
    const video = await storage.put(WEBM_HEADER, 'video/webm');
    expect(audio.key).not.toBe(video.key);
    expect((await storage.get(audio.key))?.contentType).toBe('audio/webm');
    expect((await storage.get(video.key))?.contentType).toBe('video/webm');
    const files = (await readdir(directory, { recursive: true })).filter((name) => name.includes('.'));
    expect(files.every((name) => !name.endsWith('.partial'))).toBe(true);
  });

  it('stores a streamed upload: staged on disk while it arrives, hashed on the way, then renamed under its content address', async () => {
    const chunks = [TINY_PNG, Buffer.alloc(256 * 1024, 7), Buffer.alloc(256 * 1024, 9)];
    const staged = await stageUpload(Readable.from(chunks), storage.stagingDirectory);
    expect(staged).toMatchObject({ size: TINY_PNG.length + 512 * 1024, head: TINY_PNG.subarray(0, 64) });
    const stored = await storage.putStaged(staged, 'image/png');
    expect(stored).toEqual({ key: `${staged.sha256}.png`, contentType: 'image/png', size: staged.size });
    expect(stored.key).toBe((await storage.put(Buffer.concat(chunks), 'image/png')).key);
    expect((await readMedia(storage, stored.key))?.bytes).toEqual(Buffer.concat(chunks));
    expect(await readdir(storage.stagingDirectory)).toEqual([]);
    // The same bytes again: one object, and the second staging file is gone too.
    await storage.putStaged(await stageUpload(Readable.from(chunks), storage.stagingDirectory), 'image/png');
    expect(await readdir(storage.stagingDirectory)).toEqual([]);
  });

  it('stores a private upload under a fresh random key bound to its uploader, never its content address', async () => {
    const storePrivately = async () => {
      const staged = await stageUpload(Readable.from([WEBM_HEADER]), storage.stagingDirectory);
      return storage.putStaged(staged, 'audio/webm', privateMediaKeyFor('member-ama', 'audio/webm'));
    };
    const first = await storePrivately();
    const again = await storePrivately();
    expect(first.key).toMatch(/^private-[0-9a-f]{64}\.weba$/);
    expect(again.key).not.toBe(first.key);
    expect(first.key).not.toContain(mediaKeyFor(WEBM_HEADER, 'audio/webm').slice(0, 64));
    expect(await readMedia(storage, first.key)).toEqual({ bytes: WEBM_HEADER, contentType: 'audio/webm' });
    expect(isPrivateMediaOf(first.key, 'member-ama')).toBe(true);
    expect(isPrivateMediaOf(first.key, 'member-kofi')).toBe(false);
    expect(isPrivateMediaOf(mediaKeyFor(WEBM_HEADER, 'audio/webm'), 'member-ama')).toBe(false);
    await storage.delete(first.key);
    expect(await storage.get(first.key)).toBeNull();
    expect(await storage.get(again.key)).not.toBeNull();
  });

  it('removes a staging file whose stream failed half way', async () => {
    async function* failing() {
      yield TINY_PNG;
      throw new Error('connection reset');
    }
    await expect(stageUpload(Readable.from(failing()), storage.stagingDirectory)).rejects.toThrow('connection reset');
    expect(await readdir(storage.stagingDirectory)).toEqual([]);
  });

  it('opens a byte range', async () => {
    const { key } = await storage.put(Buffer.from('0123456789'), 'audio/mpeg');
    const object = await storage.get(key);
    expect(object?.size).toBe(10);
    const chunks: Buffer[] = [];
    for await (const chunk of await object!.open({ start: 2, end: 5 })) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('2345');
  });

  it('deletes an object for good, and deleting it again is no error', async () => {
    const { key } = await storage.put(Buffer.from('GIF89a to forget'), 'image/gif');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('answers null for unknown keys and for anything that is not a media key', async () => {
    expect(await storage.get(`${'a'.repeat(64)}.png`)).toBeNull();
    expect(await storage.get('../../../etc/passwd')).toBeNull();
    expect(await storage.get(`${'a'.repeat(64)}.html`)).toBeNull();
  });

  it('refuses to store a type it does not know', async () => {
    await expect(storage.put(Buffer.from('<html>'), 'text/html')).rejects.toThrow('Media storage does not keep text/html');
  });
});

describe('createMediaStorage', () => {
  it('stores on disk under <DATA_DIR>/media by default', async () => {
    const { key } = await createMediaStorage({ dataDir: directory }).put(TINY_PNG, 'image/png');
    expect(await readdir(path.join(directory, 'media', key.slice(0, 2)))).toContain(key);
  });

  it('names the missing entries when S3 is chosen without them', () => {
    expect(() => createMediaStorage({ dataDir: directory, MEDIA_STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(/S3_ENDPOINT/);
  });
});

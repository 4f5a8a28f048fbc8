import { createHash, createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '@sankofa/server-kit/testing';
import { createS3MediaStorage } from './s3-storage.ts';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { stageUpload } from './staged-upload.ts';
import { readMedia } from './storage.ts';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', region: 'eu-west-1' };
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** SigV4 checked from its definition, independently of the client's signer. */
const signatureIsValid = (request: IncomingMessage, body: Buffer): boolean => {
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
    request.headers.authorization ?? '',
  );
  if (!match) return false;
  const [, accessKeyId, date, region, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string];
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(request.headers[name]).trim()}\n`)
    .join('');
  const canonicalRequest = [request.method, request.url, '', canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const amzDate = String(request.headers['x-amz-date']);
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce((key, part) => hmac(key, part), hmac(hmac(`AWS4${credentials.secretAccessKey}`, date), region));
  return accessKeyId === credentials.accessKeyId && region === credentials.region && hmac(signingKey, stringToSign).toString('hex') === signature;
};

interface Recorded {
  method: string;
  url: string;
  contentType?: string;
  signed: boolean;
}

const recorded: Recorded[] = [];
const objects = new Map<string, { bytes: Buffer; contentType: string }>();

const fakeS3 = async (request: IncomingMessage, response: ServerResponse) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const signed = signatureIsValid(request, body);
  recorded.push({ method: request.method ?? '', url: request.url ?? '', contentType: request.headers['content-type'], signed });
  if (!signed) return response.writeHead(403).end('SignatureDoesNotMatch');
  const path = request.url ?? '';
  if (request.method === 'PUT') {
    objects.set(path, { bytes: body, contentType: request.headers['content-type'] ?? 'application/octet-stream' });
    return response.writeHead(200, { etag: `"${sha256(body)}"` }).end();
  }
  if (request.method === 'DELETE') {
    objects.delete(path);
    return response.writeHead(204).end();
  }
  const object = objects.get(path);
  if (!object) return response.writeHead(404).end();
  const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
  if (range) {
    const [start, end] = [Number(range[1]), Number(range[2])];
    const part = object.bytes.subarray(start, end + 1);
    return response.writeHead(206, { 'content-type': object.contentType, 'content-length': part.length, 'content-range': `bytes ${start}-${end}/${object.bytes.length}` }).end(part);
  }
  response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.bytes.length });
  response.end(request.method === 'HEAD' ? undefined : object.bytes);
};

let s3: RunningServer;
beforeAll(async () => {
  s3 = await serve((request, response) => void fakeS3(request, response));
});
afterAll(() => s3.close());

describe('S3 media storage', () => {
  it('PUTs path-style to <endpoint>/<bucket>/<key> with a valid SigV4 signature and a signed payload hash, and reads it back', async () => {
    const storage = createS3MediaStorage({ ...credentials, endpoint: `${s3.url}/`, bucket: 'sankofa-media' });
    const bytes = Buffer.from('\x89PNG\r\n\x1a\n a tiny picture');
    const stored = await storage.put(bytes, 'image/png');

    expect(stored).toEqual({ key: `${sha256(bytes)}.png`, contentType: 'image/png', size: bytes.length });
    expect(recorded.at(-1)).toEqual({ method: 'PUT', url: `/sankofa-media/${stored.key}`, contentType: 'image/png', signed: true });
    expect(await readMedia(storage, stored.key)).toEqual({ bytes, contentType: 'image/png' });
    expect(recorded.slice(-2).map((request) => [request.method, request.signed])).toEqual([
      ['HEAD', true],
      ['GET', true],
    ]);
  });

  it('streams a staged upload as one signed PUT whose payload hash is the hash taken while staging, then removes the staging file', async () => {
    const stagingDirectory = await mkdtemp(path.join(tmpdir(), 'sankofa-s3-staging-'));
    try {
      const storage = createS3MediaStorage({ ...credentials, endpoint: s3.url, bucket: 'sankofa-media', stagingDirectory });
      const chunks = [Buffer.from('GIF89a'), Buffer.alloc(300 * 1024, 1), Buffer.alloc(300 * 1024, 2)];
      const staged = await stageUpload(Readable.from(chunks), storage.stagingDirectory);
      const stored = await storage.putStaged(staged, 'image/gif');
      const bytes = Buffer.concat(chunks);
      expect(stored).toEqual({ key: `${sha256(bytes)}.gif`, contentType: 'image/gif', size: bytes.length });
      expect(recorded.at(-1)).toEqual({ method: 'PUT', url: `/sankofa-media/${stored.key}`, contentType: 'image/gif', signed: true });
      expect(await readMedia(storage, stored.key)).toEqual({ bytes, contentType: 'image/gif' });
      expect(await readdir(stagingDirectory)).toEqual([]);
    } finally {
      await rm(stagingDirectory, { recursive: true, force: true });
    }
  });

  it('opens a byte range with a Range header', async () => {
    const storage = createS3MediaStorage({ ...credentials, endpoint: s3.url, bucket: 'sankofa-media' });
    const { key } = await storage.put(Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from(' webm video bytes')]), 'video/webm');
    const object = await storage.get(key);
    expect(object?.size).toBe(21);
    const chunks: Buffer[] = [];
    for await (const chunk of await object!.open({ start: 5, end: 8 })) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('webm');
  });

  it('answers null for an unknown key and for a key that is not a media key, without asking for the latter', async () => {
    const storage = createS3MediaStorage({ ...credentials, endpoint: s3.url, bucket: 'sankofa-media' });
    expect(await storage.get(`${'0'.repeat(64)}.jpg`)).toBeNull();
    const before = recorded.length;
    expect(await storage.get('../../etc/passwd')).toBeNull();
    expect(recorded.length).toBe(before);
  });

  it('DELETEs an object for good, signed, and answers the same when it was not there', async () => {
    const storage = createS3MediaStorage({ ...credentials, endpoint: s3.url, bucket: 'sankofa-media' });
    const { key } = await storage.put(Buffer.from('GIF89a to forget'), 'image/gif');
    await storage.delete(key);
    expect(recorded.at(-1)).toMatchObject({ method: 'DELETE', url: `/sankofa-media/${key}`, signed: true });
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('fails loudly when the bucket refuses the credentials', async () => {
    const storage = createS3MediaStorage({ ...credentials, secretAccessKey: 'wrong', endpoint: s3.url, bucket: 'sankofa-media' });
    await expect(storage.put(Buffer.from('GIF89a'), 'image/gif')).rejects.toThrow(/S3 PUT of .* answered 403/);
  });
});

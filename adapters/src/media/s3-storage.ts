import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { contentTypeOfKey, isMediaKey, mediaKeyFor, mediaKeyOf } from './media-key.ts';
import type { StagedUpload } from './staged-upload.ts';
import type { MediaStorage } from './storage.ts';

export interface S3Settings {
  /** e.g. `https://s3.eu-west-1.amazonaws.com` or a MinIO/R2 endpoint; requests are path-style. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Local folder where uploads are staged (hashed) before their PUT; defaults under the OS temp folder. */
  stagingDirectory?: string;
}

const PUT_ATTEMPTS = 3;
const isRetryable = (response: Response) => response.status >= 500 || response.status === 429;

const failure = (action: string, key: string, response: Response) =>
  new Error(`S3 ${action} of ${key} answered ${response.status} ${response.statusText}`);

/**
 * Media in an S3-compatible bucket (the distributed deployment), signed with SigV4. A missing
 * object must answer 404, not 403: give the credentials `s3:ListBucket` on the bucket.
 */
export const createS3MediaStorage = (settings: S3Settings): MediaStorage => {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
  });
  const objectUrl = (key: string) => `${settings.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(settings.bucket)}/${key}`;

  /**
   * Streams the staged file as the PUT's body with its length and its hash known in advance (a
   * signed payload needs no buffering); a retry reads the file again, as a sent stream is spent.
   */
  const putFile = async (key: string, staged: StagedUpload, contentType: string): Promise<void> => {
    for (let attempt = 1; ; attempt += 1) {
      const signed = await client.sign(objectUrl(key), { method: 'PUT', headers: { 'content-type': contentType, 'x-amz-content-sha256': staged.sha256 } });
      const headers = new Headers(signed.headers);
      headers.set('content-length', String(staged.size));
      const body = Readable.toWeb(createReadStream(staged.path)) as ReadableStream<Uint8Array>;
      const response = await fetch(signed.url, { method: 'PUT', headers, body, duplex: 'half' } as RequestInit).catch((error: unknown) => {
        if (attempt >= PUT_ATTEMPTS) throw error;
        return undefined;
      });
      if (response && (response.ok || !isRetryable(response) || attempt >= PUT_ATTEMPTS)) {
        if (!response.ok) throw failure('PUT', key, response);
        return;
      }
    }
  };

  return {
    stagingDirectory: settings.stagingDirectory ?? path.join(tmpdir(), 'sankofa-media-staging'),

    async putStaged(staged, contentType, privateKey) {
      const key = privateKey ?? mediaKeyOf(staged.sha256, contentType);
      try {
        await putFile(key, staged, contentType);
      } finally {
        await rm(staged.path, { force: true });
      }
      return { key, contentType, size: staged.size };
    },

    async put(bytes, contentType, chosenKey) {
      const key = chosenKey ?? mediaKeyFor(bytes, contentType);
      const response = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: {
          'content-type': contentType,
          // A signed payload hash: the bucket refuses bytes altered on the way.
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      });
      if (!response.ok) throw failure('PUT', key, response);
      return { key, contentType, size: bytes.length };
    },

    async get(key) {
      const contentType = contentTypeOfKey(key);
      if (!isMediaKey(key) || !contentType) return null;
      const head = await client.fetch(objectUrl(key), { method: 'HEAD' });
      if (head.status === 404) return null;
      if (!head.ok) throw failure('HEAD', key, head);
      return {
        contentType,
        size: Number(head.headers.get('content-length') ?? 0),
        async open(range) {
          const response = await client.fetch(objectUrl(key), { headers: range ? { range: `bytes=${range.start}-${range.end}` } : {} });
          if (!response.ok || !response.body) throw failure('GET', key, response);
          return Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>);
        },
      };
    },

    async delete(key) {
      if (!isMediaKey(key)) return;
      // S3 answers 204 whether or not the object was there.
      const response = await client.fetch(objectUrl(key), { method: 'DELETE' });
      if (!response.ok) throw failure('DELETE', key, response);
    },
  };
};

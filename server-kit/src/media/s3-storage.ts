import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import { contentTypeOfKey, isMediaKey, mediaKeyFor, mediaUrl } from './media-key.ts';
import type { MediaStorage } from './storage.ts';

export interface S3Settings {
  /** e.g. `https://s3.eu-west-1.amazonaws.com` or a MinIO/R2 endpoint; requests are path-style. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

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

  return {
    async put(bytes, contentType) {
      const key = mediaKeyFor(bytes, contentType);
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
      return { key, url: mediaUrl(key), contentType, size: bytes.length };
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
  };
};

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LARGEST_UPLOAD_BYTES } from './check-media-type.ts';
import { MULTIPART_ENVELOPE_BYTES } from './multipart.ts';

const gatewayConfig = path.resolve(import.meta.dirname, '../../../deploy/gateway.nginx.conf');
const MEGABYTE = 1024 * 1024;

describe('the nginx gateway', () => {
  it('takes bodies as large as the largest upload with its multipart envelope, and no larger', async () => {
    const limit = /client_max_body_size\s+(\d+)m;/.exec(await readFile(gatewayConfig, 'utf8'));
    expect(Number(limit?.[1])).toBe(Math.ceil((LARGEST_UPLOAD_BYTES + MULTIPART_ENVELOPE_BYTES) / MEGABYTE));
  });
});

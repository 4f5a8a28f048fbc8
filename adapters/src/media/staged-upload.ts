import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The first bytes kept for the content-type sniff (checkMediaType looks at no more). */
export const SNIFF_BYTES = 64;

/** An upload written to a temporary file as it arrived: never whole in memory. */
export interface StagedUpload {
  /** The temporary file; removed by `discardStaged`, or moved by `MediaStorage.putStaged`. */
  path: string;
  size: number;
  /** Hex SHA-256 of the bytes, computed on the way: the content address of the media key. */
  sha256: string;
  /** Up to `SNIFF_BYTES` first bytes. */
  head: Buffer;
}

/**
 * Streams `source` into a new file under `directory`, counting, hashing and keeping the first
 * bytes as they pass. When `signal` aborts or anything fails, the partial file is removed.
 */
export const stageUpload = async (source: Readable, directory: string, signal?: AbortSignal): Promise<StagedUpload> => {
  await mkdir(directory, { recursive: true });
  const file = path.join(directory, `${randomBytes(12).toString('hex')}.upload`);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      callback(null, chunk);
    },
  });
  const sink = createWriteStream(file, { flags: 'wx' });
  try {
    await pipeline(source, measure, sink, { signal });
  } catch (error) {
    // A source failing at once can beat the file's opening: removed before it closed, it would be created after.
    if (!sink.closed) await new Promise<void>((closed) => sink.once('close', () => closed()));
    await rm(file, { force: true });
    throw error;
  }
  return { path: file, size, sha256: hash.digest('hex'), head };
};

/** Removes the temporary file; nothing happens when it was already moved into storage. */
export const discardStaged = (staged: StagedUpload): Promise<void> => rm(staged.path, { force: true });

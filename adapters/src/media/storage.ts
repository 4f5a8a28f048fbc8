import type { Readable } from 'node:stream';
import type { StagedUpload } from './staged-upload.ts';

export interface StoredMedia {
  key: string;
  contentType: string;
  size: number;
}

/** Inclusive byte offsets, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaObject {
  contentType: string;
  /** Of the whole object, whatever range is later opened. */
  size: number;
  /** Streams the object, or only `range` of it (video players seek with ranges). */
  open(range?: ByteRange): Promise<Readable>;
}

/** Where uploaded and generated media live; events carry only the URLs `put` returns. */
export interface MediaStorage {
  /**
   * For media the server makes itself (demo avatars, a photo's sizes), small by construction: under
   * its content address, or under `key` (from `photoSizeKeyOf` or `privateMediaKeyFor`).
   */
  put(bytes: Buffer, contentType: string, key?: string): Promise<StoredMedia>;
  /** Where uploads are staged while they stream in (local disk, beside the media when they are local). */
  readonly stagingDirectory: string;
  /**
   * Moves a staged upload, already checked, into storage, streaming it: under its content address,
   * or under `privateKey` (from `privateMediaKeyFor`) for media only some members may see.
   */
  putStaged(staged: StagedUpload, contentType: string, privateKey?: string): Promise<StoredMedia>;
  /** Null for a key nothing was stored under. */
  get(key: string): Promise<MediaObject | null>;
  /** Removes the object for good (a deleted account's media); a key nothing is stored under is no error. */
  delete(key: string): Promise<void>;
}

/** The whole object in memory: for small media and tests, not for serving video. */
export const readMedia = async (storage: MediaStorage, key: string): Promise<{ bytes: Buffer; contentType: string } | null> => {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of await object.open()) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), contentType: object.contentType };
};

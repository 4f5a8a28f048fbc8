import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { contentTypeOfKey, isMediaKey, mediaKeyFor, mediaKeyOf } from './media-key.ts';
import type { MediaStorage } from './storage.ts';

const exists = async (file: string) => (await stat(file).catch(() => null)) !== null;

/**
 * Media on local disk (the embedded default, `<DATA_DIR>/media`). Objects are spread over 256
 * sub-folders by the first two hex digits of their key so that no folder grows huge. Uploads
 * are staged in `.staging` beside them, on the same disk, so that storing one is a rename.
 */
export const createLocalMediaStorage = (directory: string): MediaStorage => {
  // A private key's first hex digits are random too, after its `private-` prefix; a held key's are its photo's hash.
  const fileOf = (key: string) => path.join(directory, key.replace(/^(?:private|held)-/, '').slice(0, 2), key);
  const stagingDirectory = path.join(directory, '.staging');

  return {
    stagingDirectory,

    async put(bytes, contentType, chosenKey) {
      const key = chosenKey ?? mediaKeyFor(bytes, contentType);
      const file = fileOf(key);
      if (!(await exists(file))) {
        await mkdir(path.dirname(file), { recursive: true });
        // Written aside then renamed, so a reader never sees half a file.
        const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
        await writeFile(partial, bytes);
        await rename(partial, file);
      }
      return { key, contentType, size: bytes.length };
    },

    async putStaged(staged, contentType, privateKey) {
      const key = privateKey ?? mediaKeyOf(staged.sha256, contentType);
      const file = fileOf(key);
      if (await exists(file)) {
        // Content-addressed: the same bytes are already stored.
        await rm(staged.path, { force: true });
      } else {
        await mkdir(path.dirname(file), { recursive: true });
        await rename(staged.path, file);
      }
      return { key, contentType, size: staged.size };
    },

    async get(key) {
      const contentType = contentTypeOfKey(key);
      if (!isMediaKey(key) || !contentType) return null;
      const file = fileOf(key);
      const stats = await stat(file).catch(() => null);
      if (!stats?.isFile()) return null;
      return {
        contentType,
        size: stats.size,
        open: async (range) => createReadStream(file, range ? { start: range.start, end: range.end } : {}),
      };
    },

    async delete(key) {
      if (isMediaKey(key)) await rm(fileOf(key), { force: true });
    },
  };
};

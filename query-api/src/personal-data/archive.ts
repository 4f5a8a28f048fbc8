import { Readable } from 'node:stream';
import type pg from 'pg';
import { ZipFile } from 'yazl';
import type { EventStore } from '@sankofa/events';
import type { MediaStorage } from '@sankofa/adapters/media';
import { herDocuments } from './her-documents.ts';
import { herMedia, lazyContent } from './media-files.ts';
import { sharedDocuments } from './shared-documents.ts';

export interface PersonalDataArchiveDependencies {
  pool: pg.Pool;
  store: EventStore;
  storage: MediaStorage;
}

/**
 * Everything Sankofa holds about one member, as a zip (docs/download-my-data.md lists every file):
 * JSON documents, then her media. The zip is written as the client reads it: each document pages
 * through its rows or her stream only when the archive reaches it, and each file is opened then, so
 * memory holds a page of rows or a chunk of a file whatever her history's size.
 */
export const personalDataArchive =
  ({ pool, store, storage }: PersonalDataArchiveDependencies) =>
  (memberId: string): Readable => {
    const zip = new ZipFile();
    const output = zip.outputStream as Readable;
    // A failed query or file ends the download with an error rather than an archive missing part of her data.
    const fail = (error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error)));
    zip.on('error', fail);
    const fill = async () => {
      for (const { name, content } of [...herDocuments(pool, store, memberId), ...sharedDocuments(pool, memberId)]) {
        zip.addReadStream(Readable.from(content).on('error', fail), name);
      }
      for await (const { name, key } of herMedia(pool, memberId)) {
        const stored = await storage.get(key);
        // Media already gone from storage leaves only its mention in the documents.
        if (stored) zip.addReadStream(lazyContent(stored).on('error', fail), name, { compress: false });
      }
      zip.end();
    };
    fill().catch(fail);
    return output;
  };

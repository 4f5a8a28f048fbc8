import { fromBuffer, type Entry } from 'yauzl';

/** Every file of a zip archive by name, read whole: for tests and the benchmark, which check what a member receives. */
export const unzip = (archive: Buffer): Promise<Map<string, Buffer>> =>
  new Promise((resolve, reject) => {
    fromBuffer(archive, { lazyEntries: true }, (opened, zip) => {
      if (opened) return reject(opened);
      const files = new Map<string, Buffer>();
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (failed, stream) => {
          if (failed) return reject(failed);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });

/** A JSON file of the archive, parsed. */
// The tests read whatever the archive holds.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const jsonFile = (files: Map<string, Buffer>, name: string): any => {
  const file = files.get(name);
  if (!file) throw new Error(`The archive has no ${name} (it has ${[...files.keys()].join(', ')})`);
  return JSON.parse(file.toString('utf8'));
};

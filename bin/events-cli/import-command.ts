import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { EventStore } from '@sankofa/events';
import { importEvents } from '@sankofa/events/export';
import { stderrProgress } from './progress.ts';

/** `import <file>`: an ndjson export into this store, line by line; a second run adds nothing. */
export const runImport = async (store: EventStore, file: string): Promise<void> => {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  const progress = stderrProgress();
  const result = await importEvents(store, lines, (sofar) => progress.update(`imported ${sofar.imported}, already there ${sofar.skipped}`));
  progress.done();
  console.error(`${result.imported} events imported, ${result.skipped} already there`);
};

import { ndjsonLine } from '../export/formats.ts';
import { importEvents, type ImportResult } from '../export/import-events.ts';
import type { EventStore, RecordedEvent } from '../store.ts';

async function* linesOf(events: AsyncIterable<RecordedEvent>): AsyncIterable<string> {
  for await (const event of events) yield ndjsonLine(event);
}

/**
 * Moves a log written before personal fields were sealed (issue 25): the whole of `source` is imported into
 * `target`, a new store that seals (`encryptPersonalData`), through the export/import path: the same streams,
 * revisions, event ids and metadata, every personal field sealed with its owner's key. Run again, it adds only
 * what was appended since, so writers stop only for the last run before the switch.
 */
export const copyLogSealed = (source: EventStore, target: EventStore, onProgress?: (result: ImportResult) => void): Promise<ImportResult> =>
  importEvents(target, linesOf(source.readAll()), onProgress);

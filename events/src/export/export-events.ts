import { randomBytes } from 'node:crypto';
import type { EventStore, RecordedEvent } from '../store.ts';
import type { LogBound } from './bounds.ts';
import { csvHeader, csvLine, ndjsonLine, type ExportFormat } from './formats.ts';
import { redactEvent } from './redact.ts';

export interface ExportOptions {
  /** Exclusive for a position (events after it), inclusive for a time. */
  from?: LogBound;
  /** Inclusive: the event at this position, or that occurred at this time, is exported. */
  to?: LogBound;
  /** Only these event types; all when omitted or empty. */
  types?: readonly string[];
  format: ExportFormat;
  includeContact: boolean;
  onProgress?: (exported: number, position: string) => void;
  /** Lines are gathered into chunks of about this many characters: fewer, larger writes. */
  chunkSize?: number;
}

const afterStart = (event: RecordedEvent, from: LogBound | undefined) =>
  from === undefined || from.kind === 'position' || event.metadata.occurredAt >= from.at;

const beyondEnd = (event: RecordedEvent, to: LogBound | undefined) =>
  to !== undefined && (to.kind === 'position' ? event.position > to.position : false);

const beforeEndTime = (event: RecordedEvent, to: LogBound | undefined) => to === undefined || to.kind === 'position' || event.metadata.occurredAt <= to.at;

/**
 * The log (or a range of it) as text chunks, read page by page: a consumer that stops pulling (a full pipe,
 * a slow client) stops the reading too, so memory stays flat however long the log is.
 */
export async function* exportEvents(store: EventStore, options: ExportOptions): AsyncGenerator<string> {
  const chunkSize = options.chunkSize ?? 64 * 1024;
  const types = options.types && options.types.length > 0 ? options.types : undefined;
  const line = options.format === 'csv' ? csvLine : ndjsonLine;
  let chunk = options.format === 'csv' ? csvHeader() : '';
  let exported = 0;
  let last: string | null = null;
  const redaction = { includeContact: options.includeContact, streamKey: randomBytes(32).toString('hex') };
  const after = options.from?.kind === 'position' ? options.from.position : undefined;
  for await (const event of store.readAll({ after, types })) {
    if (beyondEnd(event, options.to)) break;
    if (!afterStart(event, options.from) || !beforeEndTime(event, options.to)) continue;
    chunk += line(redactEvent(event, redaction));
    exported++;
    last = event.position;
    if (chunk.length >= chunkSize) {
      yield chunk;
      chunk = '';
      options.onProgress?.(exported, last);
    }
  }
  if (chunk !== '') yield chunk;
  if (last !== null) options.onProgress?.(exported, last);
}

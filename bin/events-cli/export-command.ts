import { createWriteStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EventExportRequested, eventExportsStream, newEvent, type EventStore } from '@sankofa/events';
import { boundText, EXPORT_FORMATS, exportEvents, parseBound, type ExportFormat } from '@sankofa/events/export';
import { stderrProgress } from './progress.ts';

export interface ExportArguments {
  from?: string;
  to?: string;
  types?: string;
  format?: string;
  out?: string;
  includeContact?: boolean;
}

const formatOf = (value: string | undefined): ExportFormat => {
  const format = value ?? 'ndjson';
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw new RangeError(`--format must be one of ${EXPORT_FORMATS.join(', ')}`);
  return format as ExportFormat;
};

/** `export`: the log (or a range) to a file or stdout, paged and back-pressured, progress on stderr; the request is recorded first. */
export const runExport = async (store: EventStore, args: ExportArguments): Promise<void> => {
  const from = args.from === undefined ? undefined : parseBound(args.from, '--from');
  const to = args.to === undefined ? undefined : parseBound(args.to, '--to');
  const types = args.types?.split(',').map((type) => type.trim()).filter((type) => type !== '') ?? [];
  const format = formatOf(args.format);
  const includeContact = args.includeContact ?? false;
  const request = { requestedBy: 'operator', via: 'cli' as const, includeContact, format, from: boundText(from), to: boundText(to), types };
  await store.append(eventExportsStream, [newEvent(EventExportRequested, request, { actorId: 'operator', correlationId: randomUUID() })]);
  const progress = stderrProgress();
  const chunks = exportEvents(store, { from, to, types, format, includeContact, onProgress: (events, position) => progress.update(`exported ${events} events, position ${position}`) });
  await pipeline(Readable.from(chunks), args.out ? createWriteStream(args.out) : process.stdout);
  progress.done();
};

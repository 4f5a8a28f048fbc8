import type { RecordedEvent } from '../store.ts';

export const EXPORT_FORMATS = ['ndjson', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** One JSON object per line: what `import` reads back. */
export const ndjsonLine = (event: RecordedEvent): string =>
  `${JSON.stringify({ position: event.position, stream: event.stream, revision: event.revision, type: event.type, data: event.data, metadata: event.metadata })}\n`;

export const CSV_COLUMNS = ['position', 'stream', 'revision', 'type', 'eventId', 'occurredAt', 'actorId', 'correlationId', 'causationId', 'data'] as const;

/** RFC 4180: quoted when it holds a comma, a quote or a line break; quotes doubled. */
export const csvField = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const csvRow = (values: readonly unknown[]): string => `${values.map(csvField).join(',')}\r\n`;

export const csvHeader = (): string => csvRow(CSV_COLUMNS);

export const csvLine = (event: RecordedEvent): string =>
  csvRow([
    event.position,
    event.stream,
    event.revision,
    event.type,
    event.metadata.eventId,
    event.metadata.occurredAt,
    event.metadata.actorId,
    event.metadata.correlationId,
    event.metadata.causationId,
    event.data,
  ]);

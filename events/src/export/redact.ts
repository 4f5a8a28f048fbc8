import { createHmac } from 'node:crypto';
import { streamCategory, type RecordedEvent } from '../store.ts';
import { CONTACT_PLACEHOLDER, CONTACT_STREAM_CATEGORIES, FIELD_CLASSES, SECRET_PLACEHOLDER } from './sensitive-fields.ts';

export interface RedactionOptions {
  /** E-mail addresses and phone numbers stay readable: only when an admin asked, which is recorded. */
  includeContact: boolean;
  /**
   * A random key per export: streams named after contact details get a keyed hash of their name instead, the
   * same throughout one export (an import keeps them apart) and unlinkable to any address without the key.
   */
  streamKey?: string;
}

const redactStream = (stream: string, options: RedactionOptions): string => {
  const category = streamCategory(stream);
  if (options.includeContact || !CONTACT_STREAM_CATEGORIES.includes(category)) return stream;
  const keyed = createHmac('sha256', options.streamKey ?? 'export').update(stream).digest('hex');
  return `${category}-redacted-${keyed}`;
};

const replaceAt = (data: Record<string, unknown>, path: string[], placeholder: string): Record<string, unknown> => {
  const [head, ...rest] = path;
  if (head === undefined || !(head in data)) return data;
  const value = data[head];
  if (rest.length === 0) return { ...data, [head]: value === null ? null : placeholder };
  if (typeof value !== 'object' || value === null) return data;
  return { ...data, [head]: replaceAt(value as Record<string, unknown>, rest, placeholder) };
};

/** The event as it may leave the log: secrets replaced always, contact details unless asked for. */
export const redactEvent = (recorded: RecordedEvent, options: RedactionOptions): RecordedEvent => {
  const stream = redactStream(recorded.stream, options);
  const event = stream === recorded.stream ? recorded : { ...recorded, stream };
  const classes = FIELD_CLASSES[event.type];
  if (!classes || typeof event.data !== 'object' || event.data === null) return event;
  let data = event.data as Record<string, unknown>;
  for (const [field, fieldClass] of Object.entries(classes)) {
    if (fieldClass === 'secret') data = replaceAt(data, field.split('.'), SECRET_PLACEHOLDER);
    if (fieldClass === 'contact' && !options.includeContact) data = replaceAt(data, field.split('.'), CONTACT_PLACEHOLDER);
  }
  return data === event.data ? event : { ...event, data };
};

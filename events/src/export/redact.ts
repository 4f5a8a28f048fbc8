import type { RecordedEvent } from '../store.ts';
import { CONTACT_PLACEHOLDER, FIELD_CLASSES, SECRET_PLACEHOLDER } from './sensitive-fields.ts';

export interface RedactionOptions {
  /** E-mail addresses and phone numbers stay readable: only when an admin asked, which is recorded. */
  includeContact: boolean;
}

const replaceAt = (data: Record<string, unknown>, path: string[], placeholder: string): Record<string, unknown> => {
  const [head, ...rest] = path;
  if (head === undefined || !(head in data)) return data;
  const value = data[head];
  if (rest.length === 0) return { ...data, [head]: value === null ? null : placeholder };
  if (typeof value !== 'object' || value === null) return data;
  return { ...data, [head]: replaceAt(value as Record<string, unknown>, rest, placeholder) };
};

/** The event as it may leave the log: secrets replaced always, contact details unless asked for. */
export const redactEvent = (event: RecordedEvent, options: RedactionOptions): RecordedEvent => {
  const classes = FIELD_CLASSES[event.type];
  if (!classes || typeof event.data !== 'object' || event.data === null) return event;
  let data = event.data as Record<string, unknown>;
  for (const [field, fieldClass] of Object.entries(classes)) {
    if (fieldClass === 'secret') data = replaceAt(data, field.split('.'), SECRET_PLACEHOLDER);
    if (fieldClass === 'contact' && !options.includeContact) data = replaceAt(data, field.split('.'), CONTACT_PLACEHOLDER);
  }
  return data === event.data ? event : { ...event, data };
};

import type { EventData, JSONType, RecordedEvent as KurrentRecordedEvent } from '@kurrent/kurrentdb-client';
import type { EventMetadata, NewEvent, Position, RecordedEvent } from '../store.ts';

/** Our envelope as KurrentDB's: the event id is the catalog's UUIDv7, data and metadata JSON. */
export const toEventData = (event: NewEvent): EventData => ({
  id: event.metadata.eventId,
  contentType: 'application/json',
  type: event.type,
  data: event.data as JSONType,
  metadata: event.metadata as unknown as JSONType,
});

/**
 * The same for a multi-stream append, whose metadata KurrentDB takes only as text values: the
 * texts stay, numbers and flags go as JSON text (read back by `decodeMetadata`), and a null is left out.
 */
export const toPropertiesEventData = (event: NewEvent): EventData => ({
  ...toEventData(event),
  metadata: Object.fromEntries(
    Object.entries(event.metadata).flatMap(([key, value]: [string, unknown]) =>
      value === null || value === undefined ? [] : [[key, typeof value === 'string' ? value : JSON.stringify(value)]],
    ),
  ),
});

/** What a multi-stream append turned into text, and the server's own `$`-properties left out. */
const fromProperties = (stored: Record<string, unknown>): Partial<EventMetadata> => {
  const metadata: Record<string, unknown> = Object.fromEntries(Object.entries(stored).filter(([key]) => !key.startsWith('$')));
  if (typeof metadata.schemaVersion === 'string') metadata.schemaVersion = Number(metadata.schemaVersion);
  if (metadata.demo === 'true') metadata.demo = true;
  return metadata as Partial<EventMetadata>;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array);

const decodeData = (recorded: KurrentRecordedEvent): unknown => {
  if (!(recorded.data instanceof Uint8Array)) return recorded.data;
  const text = Buffer.from(recorded.data).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/**
 * Events we wrote carry our metadata; anything written by another client gets what can be
 * derived from the record itself, so readers never see a half-filled envelope.
 */
const decodeMetadata = (recorded: KurrentRecordedEvent): EventMetadata => {
  const stored = isObject(recorded.metadata) ? recorded.metadata : {};
  return {
    eventId: recorded.id,
    occurredAt: recorded.created.toISOString(),
    actorId: 'system',
    correlationId: recorded.id,
    causationId: null,
    schemaVersion: 1,
    ...fromProperties(stored),
  };
};

export const toRecordedEvent = (recorded: KurrentRecordedEvent, position: Position): RecordedEvent => ({
  type: recorded.type,
  data: decodeData(recorded),
  metadata: decodeMetadata(recorded),
  stream: recorded.streamId,
  revision: Number(recorded.revision),
  position,
});

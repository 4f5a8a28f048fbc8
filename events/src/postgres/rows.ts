import type { EventMetadata, RecordedEvent } from '../store.ts';
import { encodePosition } from './position.ts';

export interface EventRow {
  transaction_id: string;
  global_position: string;
  stream_name: string;
  stream_revision: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
}

export const eventColumns = (table: string): string =>
  `${table}.transaction_id::text AS transaction_id, ${table}.global_position::text AS global_position, ${table}.stream_name, ` +
  `${table}.stream_revision::text AS stream_revision, ${table}.type, ${table}.data, ${table}.metadata`;

export const toRecordedEvent = (row: EventRow): RecordedEvent => ({
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  stream: row.stream_name,
  revision: Number(row.stream_revision),
  position: encodePosition(row.transaction_id, row.global_position),
});

export { createPostgresEventStore } from './postgres-event-store.ts';
export { migrateEventStore } from './schema.ts';
export { decodePosition, encodePosition } from './position.ts';

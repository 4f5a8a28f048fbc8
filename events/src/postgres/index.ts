export { createPostgresEventStore } from './postgres-event-store.ts';
export { migrateEventStore } from './schema.ts';
export { migrateUnderLock } from './migrate-under-lock.ts';
export { decodePosition, encodePosition } from './position.ts';
export { createPositionSignal, type PositionSignal } from './append-signal.ts';

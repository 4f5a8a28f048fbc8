export * from './store.ts';
export * from './catalog.ts';
export * from './postgres/index.ts';
export { createKurrentDbEventStore } from './kurrentdb/index.ts';
export { openEventStore, isKurrentDbUrl, type OpenEventStoreOptions } from './open-event-store.ts';

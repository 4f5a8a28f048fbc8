export { createKurrentDbEventStore } from './kurrentdb-event-store.ts';

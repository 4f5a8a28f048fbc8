import type pg from 'pg';
import { createKurrentDbEventStore } from './kurrentdb/index.ts';
import { createPostgresEventStore, migrateEventStore } from './postgres/index.ts';
import type { EventStore } from './store.ts';
import { encryptPersonalData, migrateDataKeys, type DataKeys } from './sealing/index.ts';

/** The schemes of a KurrentDB connection string (`esdb` is the deprecated spelling). */
const KURRENTDB_URL = /^(?:kurrentdb|kurrent|kdb|esdb)(?:\+discover)?:\/\//i;

export const isKurrentDbUrl = (url: string | undefined): url is string => url !== undefined && KURRENTDB_URL.test(url.trim());

export interface OpenEventStoreOptions {
  /** `EVENTSTORE_URL`: a `kurrentdb://` (or `esdb://`) URL selects KurrentDB; anything else, PostgreSQL. */
  eventStoreUrl?: string;
  /** The PostgreSQL pool holding the log when KurrentDB is not selected. */
  pool: pg.Pool;
  /** Create the PostgreSQL log's tables and the data keys' table if missing (idempotent). Default true. */
  migrate?: boolean;
  /** Members' data keys (in `pool`, whichever adapter holds the log): personal fields are sealed with them. */
  dataKeys: DataKeys;
}

/** The log this deployment uses (KurrentDB when `EVENTSTORE_URL` names one, else PostgreSQL), with members' personal fields sealed. */
export const openEventStore = async (options: OpenEventStoreOptions): Promise<EventStore> => {
  const url = options.eventStoreUrl?.trim();
  const kurrentDb = isKurrentDbUrl(url);
  if (options.migrate ?? true) {
    await migrateDataKeys(options.pool);
    if (!kurrentDb) await migrateEventStore(options.pool);
  }
  // The client warns on every connection made with `esdb://`; it means the same thing.
  const store = kurrentDb ? createKurrentDbEventStore(url.replace(/^esdb/i, 'kurrentdb')) : createPostgresEventStore(options.pool);
  return encryptPersonalData(store, options.dataKeys);
};

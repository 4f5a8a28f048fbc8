import type pg from 'pg';
import { openEventStore, type EventStore } from '@sankofa/events';
import { createAccessTokens, createPool, type AccessTokens } from '@sankofa/server-kit';

/** What every service of the app shares: the read-model database, the log and the token keys. */
export interface Backbone {
  pool: pg.Pool;
  store: EventStore;
  tokens: AccessTokens;
  close(): Promise<void>;
}

export interface BackboneOptions {
  databaseUrl: string;
  /** A `kurrentdb://` URL puts the log in KurrentDB; otherwise it lives in `databaseUrl`. */
  eventStoreUrl?: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
}

export const openBackbone = async (options: BackboneOptions): Promise<Backbone> => {
  const pool = createPool(options.databaseUrl, 40);
  const store = await openEventStore({ eventStoreUrl: options.eventStoreUrl, pool });
  const tokens = createAccessTokens({ secret: options.jwtSecret, ttlSeconds: options.accessTokenTtlSeconds });
  return {
    pool,
    store,
    tokens,
    async close() {
      await store.close();
      await pool.end();
    },
  };
};

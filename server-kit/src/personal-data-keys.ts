import type pg from 'pg';
import { createMasterKeys, createPostgresDataKeys, type DataKeys, type MasterKeys } from '@sankofa/events';
import type { Config } from './config.ts';

type MasterKeyConfig = Pick<Config, 'JWT_SECRET' | 'PERSONAL_DATA_MASTER_KEY' | 'PERSONAL_DATA_PREVIOUS_MASTER_KEYS'>;

/** PERSONAL_DATA_MASTER_KEY (required in production), else one derived from JWT_SECRET, and the keys it replaces. */
export const masterKeysOf = (config: MasterKeyConfig): MasterKeys =>
  createMasterKeys(
    config.PERSONAL_DATA_MASTER_KEY ?? `personal-data:${config.JWT_SECRET}`,
    (config.PERSONAL_DATA_PREVIOUS_MASTER_KEYS ?? '').split(',').map((key) => key.trim()).filter(Boolean),
  );

/** The one set of data keys a process uses: the log seals and opens with it, account deletion destroys through it. */
export const openDataKeys = (pool: pg.Pool, config: MasterKeyConfig): DataKeys => createPostgresDataKeys(pool, masterKeysOf(config));

import type pg from 'pg';
import { copyLogSealed, isKurrentDbUrl, openEventStore, rewrapDataKeys, type EventStore } from '@sankofa/events';
import { createPool, masterKeysOf, openDataKeys } from '@sankofa/server-kit';
import { stderrProgress } from './progress.ts';

type KeyConfig = Parameters<typeof openDataKeys>[1];

/**
 * `seal-into <url>`: the whole log copied into a new, empty store with every personal field sealed. A
 * `postgres://` URL is a new database that becomes the app's DATABASE_URL (its data keys are made there);
 * a `kurrentdb://` URL becomes EVENTSTORE_URL (its data keys are made in this app's database).
 */
export const runSealInto = async (source: EventStore, appPool: pg.Pool, targetUrl: string, config: KeyConfig): Promise<void> => {
  const targetPool = isKurrentDbUrl(targetUrl) ? null : createPool(targetUrl, 4);
  const keysPool = targetPool ?? appPool;
  const target = await openEventStore({ eventStoreUrl: targetPool ? undefined : targetUrl, pool: keysPool, dataKeys: openDataKeys(keysPool, config) });
  const progress = stderrProgress();
  try {
    const result = await copyLogSealed(source, target, (sofar) => progress.update(`sealed ${sofar.imported}, already there ${sofar.skipped}`));
    progress.done();
    console.error(`${result.imported} events copied sealed, ${result.skipped} already there. Stop the writers, run again for the last events, then switch (docs/privacy.md).`);
  } finally {
    await target.close();
    await targetPool?.end();
  }
};

/** `rotate-master-key`: every data key still sealed with a key of PERSONAL_DATA_PREVIOUS_MASTER_KEYS is sealed with PERSONAL_DATA_MASTER_KEY. */
export const runRotateMasterKey = async (pool: pg.Pool, config: KeyConfig): Promise<void> => {
  const moved = await rewrapDataKeys(pool, masterKeysOf(config));
  console.error(`${moved} data keys now sealed with the current master key; PERSONAL_DATA_PREVIOUS_MASTER_KEYS can be emptied.`);
};

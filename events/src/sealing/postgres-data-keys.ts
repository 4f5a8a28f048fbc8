import type pg from 'pg';
import { newDataKey } from './cipher.ts';
import type { DataKeys } from './data-keys.ts';
import type { MasterKeys } from './master-keys.ts';

/**
 * In the read models' database, never in the log: the log is copied (exports, backups, a new store), the keys
 * must not travel with it. A destroyed key leaves its row (`wrapped_key` null), so nothing of hers is sealed
 * with a fresh key afterwards.
 */
export const migrateDataKeys = async (pool: pg.Pool): Promise<void> => {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS member_data_keys (
      member_id text PRIMARY KEY,
      master_key_id text,
      wrapped_key text,
      created_at timestamptz NOT NULL DEFAULT now(),
      destroyed_at timestamptz
    )`);
};

/** How long a live subscription trusts a key this process read: another process's destruction shows within this time. */
const CACHE_MS = 30_000;

interface KeyRow {
  member_id: string;
  master_key_id: string | null;
  wrapped_key: string | null;
}

export const createPostgresDataKeys = (pool: pg.Pool, masterKeys: MasterKeys, options: { cacheMs?: number } = {}): DataKeys => {
  const cacheMs = options.cacheMs ?? CACHE_MS;
  const cache = new Map<string, { key: Buffer | null; until: number }>();
  const cached = (memberId: string) => {
    const entry = cache.get(memberId);
    return entry && entry.until > Date.now() ? entry : undefined;
  };
  const remember = (row: KeyRow): Buffer | null => {
    const key = row.wrapped_key && row.master_key_id ? masterKeys.unwrap({ masterKeyId: row.master_key_id, wrapped: row.wrapped_key }, row.member_id) : null;
    cache.set(row.member_id, { key, until: Date.now() + cacheMs });
    return key;
  };

  return {
    async keyFor(memberId) {
      const known = cached(memberId);
      if (known) return known.key;
      const select = () => pool.query<KeyRow>('SELECT member_id, master_key_id, wrapped_key FROM member_data_keys WHERE member_id = $1', [memberId]);
      let { rows } = await select();
      if (rows.length === 0) {
        const { masterKeyId, wrapped } = masterKeys.wrap(newDataKey(), memberId);
        // Two first uses racing: the second insert does nothing, and both read the key that was written first.
        await pool.query('INSERT INTO member_data_keys (member_id, master_key_id, wrapped_key) VALUES ($1, $2, $3) ON CONFLICT (member_id) DO NOTHING', [
          memberId,
          masterKeyId,
          wrapped,
        ]);
        ({ rows } = await select());
      }
      return remember(rows[0]!);
    },

    async existingKeys(memberIds, { recent = false } = {}) {
      const keys = new Map<string, Buffer>();
      const missing: string[] = [];
      for (const memberId of new Set(memberIds)) {
        // A key this process destroyed stays destroyed; any other is trusted from memory only when `recent` allows.
        const trusted = recent || cache.get(memberId)?.key === null;
        const known = trusted ? cached(memberId) : undefined;
        if (!known) missing.push(memberId);
        else if (known.key) keys.set(memberId, known.key);
      }
      if (missing.length > 0) {
        const { rows } = await pool.query<KeyRow>('SELECT member_id, master_key_id, wrapped_key FROM member_data_keys WHERE member_id = ANY($1)', [missing]);
        for (const row of rows) {
          const key = remember(row);
          if (key) keys.set(row.member_id, key);
        }
      }
      return keys;
    },

    async destroy(memberId) {
      await pool.query(
        `INSERT INTO member_data_keys (member_id, destroyed_at) VALUES ($1, now())
         ON CONFLICT (member_id) DO UPDATE SET master_key_id = NULL, wrapped_key = NULL, destroyed_at = coalesce(member_data_keys.destroyed_at, now())`,
        [memberId],
      );
      cache.set(memberId, { key: null, until: Number.POSITIVE_INFINITY });
    },
  };
};

/** Seals every key still under an older master key with the current one; returns how many it moved. */
export const rewrapDataKeys = async (pool: pg.Pool, masterKeys: MasterKeys): Promise<number> => {
  const { rows } = await pool.query<KeyRow>(
    'SELECT member_id, master_key_id, wrapped_key FROM member_data_keys WHERE wrapped_key IS NOT NULL AND master_key_id <> $1',
    [masterKeys.currentId],
  );
  for (const row of rows) {
    const key = masterKeys.unwrap({ masterKeyId: row.master_key_id!, wrapped: row.wrapped_key! }, row.member_id);
    const { masterKeyId, wrapped } = masterKeys.wrap(key, row.member_id);
    await pool.query('UPDATE member_data_keys SET master_key_id = $2, wrapped_key = $3 WHERE member_id = $1 AND wrapped_key IS NOT NULL', [row.member_id, masterKeyId, wrapped]);
  }
  return rows.length;
};

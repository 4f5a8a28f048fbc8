import { createHash } from 'node:crypto';
import { open, seal } from './cipher.ts';

/** A data key sealed with a master key, and which master key (`masterKeyId`) opens it. */
export interface WrappedKey {
  masterKeyId: string;
  wrapped: string;
}

/**
 * The keys that seal members' data keys at rest (PERSONAL_DATA_MASTER_KEY, and the ones it replaced while an
 * operator rotates). Each key is the SHA-256 of its configured secret; its id is a short hash of that key, so
 * a row names the master key it needs without revealing it.
 */
export interface MasterKeys {
  readonly currentId: string;
  wrap(dataKey: Buffer, memberId: string): WrappedKey;
  /** Throws when no configured master key has `masterKeyId`. */
  unwrap(key: WrappedKey, memberId: string): Buffer;
}

const keyOf = (secret: string) => createHash('sha256').update(secret).digest();
const idOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 16);

export const createMasterKeys = (currentSecret: string, previousSecrets: readonly string[] = []): MasterKeys => {
  const current = keyOf(currentSecret);
  const byId = new Map([current, ...previousSecrets.map(keyOf)].map((key) => [idOf(key), key]));
  const currentId = idOf(current);
  return {
    currentId,
    wrap: (dataKey, memberId) => ({ masterKeyId: currentId, wrapped: seal(current, dataKey, memberId) }),
    unwrap({ masterKeyId, wrapped }, memberId) {
      const key = byId.get(masterKeyId);
      if (!key) throw new Error(`Master key ${masterKeyId} is not configured (PERSONAL_DATA_MASTER_KEY, PERSONAL_DATA_PREVIOUS_MASTER_KEYS)`);
      return open(key, wrapped, memberId);
    },
  };
};

/**
 * Each member's data key: it seals her personal fields in the log, and destroying it erases them from every
 * copy of the log at once (crypto-shredding). A KMS could stand behind this interface; `postgres-data-keys.ts`
 * keeps the keys in PostgreSQL, sealed with a master key from the environment.
 */
export interface DataKeys {
  /** Her key, made on first use; null once destroyed: nothing of hers is sealed again, it is written erased. */
  keyFor(memberId: string): Promise<Buffer | null>;
  /**
   * The keys these members have; a member whose key was destroyed (or never made) is absent. Looked up now,
   * unless `recent` allows keys this process read lately (a destruction elsewhere shows within that time).
   */
  existingKeys(memberIds: readonly string[], options?: { recent?: boolean }): Promise<ReadonlyMap<string, Buffer>>;
  /** Destroys her key for good; the row left behind holds no key, only that it was destroyed and when. */
  destroy(memberId: string): Promise<void>;
}

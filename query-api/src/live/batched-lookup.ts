/** Looks up some keys, answering what it found of them. */
export type Lookup<Key, Value> = (keys: readonly Key[]) => Promise<Map<Key, Value>>;

/**
 * `lookup`, with every call made in one turn of the event loop answered by one lookup of all
 * their keys: the live mappers of many events woken together (one checkpoint read releases them
 * all) then cost one query between them, not one each.
 */
export const batchedLookup = <Key, Value>(lookup: Lookup<Key, Value>): Lookup<Key, Value> => {
  let pending: { keys: Set<Key>; answer: Promise<Map<Key, Value>> } | undefined;
  const batch = () => {
    const keys = new Set<Key>();
    const answer = new Promise<Map<Key, Value>>((resolve, reject) => {
      setImmediate(() => {
        pending = undefined;
        lookup([...keys]).then(resolve, reject);
      });
    });
    return { keys, answer };
  };
  return async (keys) => {
    pending ??= batch();
    keys.forEach((key) => pending!.keys.add(key));
    const found = await pending.answer;
    return new Map(keys.flatMap((key) => (found.has(key) ? [[key, found.get(key)!] as const] : [])));
  };
};

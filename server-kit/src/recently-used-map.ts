/**
 * A Map holding at most `capacity` entries, for caches: `set` makes its key the most recent and
 * then forgets the least recently set or used one past the capacity. `get` only reads; `use`
 * reads and counts as a use. (A Map iterates in insertion order, so re-inserting a key moves it
 * last and the first key is always the one to forget.)
 */
export class RecentlyUsedMap<Key, Value> extends Map<Key, Value> {
  constructor(readonly capacity: number) {
    super();
  }

  override set(key: Key, value: Value): this {
    super.delete(key);
    super.set(key, value);
    if (this.size > this.capacity) super.delete(this.keys().next().value!);
    return this;
  }

  /** The value, now counted as the most recently used. */
  use(key: Key): Value | undefined {
    if (!this.has(key)) return undefined;
    const value = this.get(key)!;
    this.set(key, value);
    return value;
  }
}

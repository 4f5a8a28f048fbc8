import { describe, expect, it } from 'vitest';
import { RecentlyUsedMap } from './recently-used-map.ts';

describe('RecentlyUsedMap', () => {
  it('forgets the least recently set entry past its capacity', () => {
    const map = new RecentlyUsedMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map.keys()]).toEqual(['b', 'c']);
  });

  it('counts setting a key again, and use, as a use; get only reads', () => {
    const map = new RecentlyUsedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect(map.has('a')).toBe(false);
    expect(map.use('b')).toBe(2);
    map.set('c', 30).set('d', 4);
    expect([...map.entries()]).toEqual([['c', 30], ['d', 4]]);
    expect(map.use('missing')).toBeUndefined();
  });
});

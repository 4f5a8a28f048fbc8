import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup.ts';

const squares = () => {
  const calls: number[][] = [];
  const lookup = batchedLookup(async (keys: readonly number[]) => {
    calls.push([...keys]);
    return new Map(keys.filter((key) => key >= 0).map((key) => [key, key * key]));
  });
  return { calls, lookup };
};

describe('a lookup batched per turn of the event loop', () => {
  it('answers the calls of one turn with one lookup, each with its own keys only', async () => {
    const { calls, lookup } = squares();
    const [first, second, third] = await Promise.all([lookup([1, 2]), lookup([2, 3]), lookup([-1])]);
    expect(calls).toEqual([[1, 2, 3, -1]]);
    expect(first).toEqual(new Map([[1, 1], [2, 4]]));
    expect(second).toEqual(new Map([[2, 4], [3, 9]]));
    expect(third).toEqual(new Map());
  });

  it('looks up again for calls of a later turn, and hands a failure to the calls of its batch', async () => {
    const { calls, lookup } = squares();
    await lookup([1]);
    await lookup([2]);
    expect(calls).toEqual([[1], [2]]);
    const failing = batchedLookup<number, number>(() => Promise.reject(new Error('database gone')));
    await expect(Promise.all([failing([1]), failing([2])])).rejects.toThrow('database gone');
    await expect(failing([3])).rejects.toThrow('database gone');
  });
});

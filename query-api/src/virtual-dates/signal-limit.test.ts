import { describe, expect, it } from 'vitest';
import { createSignalLimit } from './signal-limit.ts';

describe('the signal limit', () => {
  it('lets a member send up to the limit in a window, and again in the next', () => {
    let now = 0;
    const allowed = createSignalLimit(3, 1000, () => now);
    expect([allowed('kofi'), allowed('kofi'), allowed('kofi'), allowed('kofi'), allowed('ama')]).toEqual([true, true, true, false, true]);
    now = 1000;
    expect(allowed('kofi')).toBe(true);
  });
});

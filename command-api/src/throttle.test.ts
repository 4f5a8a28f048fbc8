import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './throttle.ts';

describe('the in-memory failure limiter', () => {
  const rule = { maxFailures: 3, windowMs: 60_000 };

  it('locks a key after its failures fill the window, until the oldest leaves it', () => {
    let now = 0;
    const limiter = createAttemptLimiter(rule, { clock: () => new Date(now) });
    for (const time of [0, 10_000, 20_000]) {
      now = time;
      expect(limiter.lockedForSeconds('ip')).toBe(0);
      limiter.record('ip');
    }
    expect(limiter.lockedForSeconds('ip')).toBe(40);
    expect(limiter.lockedForSeconds('other')).toBe(0);
    now = 60_000;
    expect(limiter.lockedForSeconds('ip')).toBe(0);
  });

  it('forgets the keys with the oldest failures past its size', () => {
    const limiter = createAttemptLimiter({ maxFailures: 1, windowMs: 60_000 }, { maxKeys: 2 });
    for (const key of ['a', 'b', 'c']) limiter.record(key);
    expect(['a', 'b', 'c'].map((key) => limiter.lockedForSeconds(key) > 0)).toEqual([false, true, true]);
  });
});

import { describe, expect, it } from 'vitest';
import { isPremiumActiveAt } from './premium-rule.ts';

const now = new Date('2026-01-01T12:00:00Z');

describe('isPremiumActiveAt', () => {
  it('is false without premium, true for premium without an end date', () => {
    expect(isPremiumActiveAt(null, now)).toBe(false);
    expect(isPremiumActiveAt({ until: null }, now)).toBe(true);
  });

  it('lapses by itself at its end date', () => {
    expect(isPremiumActiveAt({ until: new Date('2026-01-01T12:00:01Z') }, now)).toBe(true);
    expect(isPremiumActiveAt({ until: now }, now)).toBe(false);
  });
});

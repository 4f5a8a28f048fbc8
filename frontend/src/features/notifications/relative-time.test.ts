import { describe, expect, test } from 'vitest';
import '../../lib/i18n/in-tests.ts';
import { relativeTime } from './relative-time.ts';

const now = Date.parse('2025-06-01T12:00:00Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  test.each([
    [0, 'just now'],
    [59_000, 'just now'],
    [5 * 60_000, '5m ago'],
    [59 * 60_000, '59m ago'],
    [2 * 3_600_000, '2h ago'],
    [3 * 86_400_000, '3d ago'],
  ])('%i ms ago reads %s', (elapsed, expected) => {
    expect(relativeTime(before(elapsed), now)).toBe(expected);
  });

  test('a time slightly in the future (clock skew) reads as just now', () => {
    expect(relativeTime(before(-5_000), now)).toBe('just now');
  });
});

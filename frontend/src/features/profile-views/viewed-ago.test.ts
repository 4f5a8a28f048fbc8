import { describe, expect, it } from 'vitest';
import '../../lib/i18n/in-tests.ts';
import { viewedAgo } from './viewed-ago.ts';

describe('viewedAgo', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  it("says how long ago, in the spec's words", () => {
    expect(viewedAgo('2026-01-10T11:59:30Z', now)).toBe('Viewed less than a minute ago');
    expect(viewedAgo('2026-01-10T11:59:00Z', now)).toBe('Viewed 1 minute ago');
    expect(viewedAgo('2026-01-10T10:00:00Z', now)).toBe('Viewed 2 hours ago');
    expect(viewedAgo('2026-01-07T12:00:00Z', now)).toBe('Viewed 3 days ago');
  });
});

import { describe, expect, test } from 'vitest';
import '../i18n/in-tests.ts';
import { presenceText } from './presence-text.ts';

const now = new Date('2026-11-23T18:00:00');
const ago = (ms: number) => ({ online: false, lastActiveAt: new Date(now.getTime() - ms).toISOString() });

describe('presenceText', () => {
  test('says Online now for a live connection', () => {
    expect(presenceText({ online: true, lastActiveAt: null }, now)).toBe('Online now');
  });
  test('counts minutes within the hour, then today, then days, then nothing after a week', () => {
    expect(presenceText(ago(5 * 60_000), now)).toBe('Active 5 min ago');
    expect(presenceText(ago(10_000), now)).toBe('Active 1 min ago');
    expect(presenceText(ago(3 * 3_600_000), now)).toBe('Active today');
    expect(presenceText(ago(24 * 3_600_000), now)).toBe('Active yesterday');
    expect(presenceText(ago(3 * 24 * 3_600_000), now)).toBe('Active 3 days ago');
    expect(presenceText(ago(8 * 24 * 3_600_000), now)).toBeNull();
  });
  test('shows nothing for hidden presence', () => {
    expect(presenceText(null, now)).toBeNull();
  });
});

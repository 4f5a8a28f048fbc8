import { describe, expect, it } from 'vitest';
import '../../lib/i18n/in-tests.ts';
import { timeLeftText } from './time-left.ts';

describe('timeLeftText', () => {
  it('shows days and hours, or hours only', () => {
    expect(timeLeftText(30 * 24 * 3_600_000)).toBe('30d 0h left');
    expect(timeLeftText(26.5 * 3_600_000)).toBe('1d 2h left');
    expect(timeLeftText(23.9 * 3_600_000)).toBe('23h left');
    expect(timeLeftText(0)).toBe('Expired');
  });
});

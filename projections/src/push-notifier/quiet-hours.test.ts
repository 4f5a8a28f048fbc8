import { describe, expect, it } from 'vitest';
import { inQuietHours, quietHoursEnd } from './quiet-hours.ts';

const at = (iso: string) => new Date(iso);

describe('quiet hours', () => {
  const overnight = { start: '22:00', end: '07:00', timeZone: 'Africa/Lagos' }; // UTC+1, no daylight saving

  it('span midnight in the member’s own time zone', () => {
    expect(inQuietHours(at('2026-03-01T21:30:00Z'), overnight)).toBe(true); // 22:30 in Lagos
    expect(inQuietHours(at('2026-03-01T05:59:00Z'), overnight)).toBe(true); // 06:59
    expect(inQuietHours(at('2026-03-01T06:00:00Z'), overnight)).toBe(false); // 07:00, the end
    expect(inQuietHours(at('2026-03-01T20:59:00Z'), overnight)).toBe(false); // 21:59
  });

  it('hold within one day, and an empty span is never quiet', () => {
    const afternoon = { start: '13:00', end: '15:00', timeZone: 'America/Sao_Paulo' }; // UTC-3
    expect(inQuietHours(at('2026-03-01T16:00:00Z'), afternoon)).toBe(true);
    expect(inQuietHours(at('2026-03-01T18:00:00Z'), afternoon)).toBe(false);
    expect(inQuietHours(at('2026-03-01T16:00:00Z'), { ...afternoon, end: '13:00' })).toBe(false);
  });

  it('end at their local end time, the next morning for an overnight span', () => {
    const overnight = { start: '22:00', end: '07:00', timeZone: 'Africa/Lagos' };
    expect(quietHoursEnd(at('2026-03-01T21:30:20Z'), overnight)).toEqual(at('2026-03-02T06:00:00Z'));
    expect(quietHoursEnd(at('2026-03-02T05:59:00Z'), overnight)).toEqual(at('2026-03-02T06:00:00Z'));
  });
});

import { describe, expect, it } from 'vitest';
import { lastDays, rangeProblem } from './date-range.ts';
import { heat, money, percent, shortDay } from './format.ts';

describe('the dashboard\'s ranges and formats', () => {
  it('defaults to the last 30 UTC days, today included', () => {
    expect(lastDays(30, Date.parse('2026-03-30T23:59:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-30', excludeDemo: false });
  });

  it('names what is wrong with a range before asking', () => {
    expect(rangeProblem({ from: '', to: '2026-03-01', excludeDemo: false })).toBe('Choose both dates');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01', excludeDemo: false })).toBe('The start must be on or before the end');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02', excludeDemo: false })).toBe('Choose at most 366 days');
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-01', excludeDemo: false })).toBeNull();
  });

  it('formats shares, money, days and heat', () => {
    expect([percent(2 / 3), percent(null), money(150050), shortDay('2026-03-02')]).toEqual(['67%', '–', '$1,500.50', 'Mar 2']);
    expect([heat(0), heat(0.5), heat(1), heat(1.5)]).toEqual([
      'color-mix(in srgb, var(--kente-green) 0%, var(--surface))',
      'color-mix(in srgb, var(--kente-green) 28%, var(--surface))',
      'color-mix(in srgb, var(--kente-green) 55%, var(--surface))',
      'color-mix(in srgb, var(--kente-green) 55%, var(--surface))',
    ]);
  });
});

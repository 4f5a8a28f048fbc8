import { describe, expect, it } from 'vitest';
import type { AnalyticsRows } from './queries.ts';
import { analyticsReport } from './report.ts';

const rows = (overrides: Partial<AnalyticsRows>): AnalyticsRows => ({
  daily: [],
  active: [],
  milestones: [],
  cohortSizes: [],
  cohortActivity: [],
  funnel: { signed_up: 0, matched: 0, messaged: 0 },
  ...overrides,
});
const range = { from: '2026-03-02', to: '2026-03-17', excludeDemo: false };

describe('the analytics report', () => {
  it('runs premium conversion from everyone registered before the range, day by day', () => {
    // The row of the day before the range carries everything earlier: 8 members, 2 of them premium.
    const report = analyticsReport(
      rows({ milestones: [{ day: '2026-03-01', signups: 8, premium: 2 }, { day: '2026-03-03', signups: 2, premium: 3 }] }),
      range,
    );
    expect(report.days.slice(0, 3).map(({ day, newPremium, premiumConversion }) => ({ day, newPremium, premiumConversion }))).toEqual([
      { day: '2026-03-02', newPremium: 0, premiumConversion: 0.25 },
      { day: '2026-03-03', newPremium: 3, premiumConversion: 0.5 },
      { day: '2026-03-04', newPremium: 0, premiumConversion: 0.5 },
    ]);
    expect(report.days).toHaveLength(16);
  });

  it('gives each cohort the weeks that have started by the end of the range, weeks without activity at zero', () => {
    const report = analyticsReport(
      rows({
        cohortSizes: [{ week: '2026-03-09', members: 2 }, { week: '2026-03-02', members: 4 }],
        cohortActivity: [
          { week: '2026-03-02', since: 0, active: 4 },
          { week: '2026-03-02', since: 2, active: 1 },
          { week: '2026-03-09', since: 0, active: 2 },
          { week: '2026-03-09', since: 1, active: 1 },
        ],
      }),
      range,
    );
    expect(report.cohorts).toEqual([
      { week: '2026-03-02', members: 4, retention: [1, 0, 0.25] },
      { week: '2026-03-09', members: 2, retention: [1, 0.5] },
    ]);
  });

  it('leaves rates empty where there was nothing to divide', () => {
    const report = analyticsReport(rows({ daily: [{ day: '2026-03-02', metric: 'passes', value: 3 }] }), range);
    expect(report.days[0]).toMatchObject({ passes: 3, likeRate: 0, matchRate: null, premiumConversion: null });
    expect(report.funnel).toEqual({ signedUp: 0, matched: 0, messaged: 0, matchConversion: null, messageConversion: null });
  });
});

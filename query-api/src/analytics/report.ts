import type { AnalyticsDay, AnalyticsFunnel, AnalyticsReport, RetentionCohort } from '@sankofa/contracts';
import type { DailyMetric } from '@sankofa/projections/analytics';
import type { AnalyticsRange, AnalyticsRows } from './queries.ts';

const MS_PER_DAY = 86_400_000;

/** A share, or null when there was nothing to divide (a day with no likes has no match rate). */
export const share = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

export const daysBetween = (from: string, to: string): string[] => {
  const days: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += MS_PER_DAY) days.push(new Date(time).toISOString().slice(0, 10));
  return days;
};

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - MS_PER_DAY).toISOString().slice(0, 10);

const seriesOf = (rows: AnalyticsRows, from: string, to: string): AnalyticsDay[] => {
  const counters = new Map(rows.daily.map((row) => [`${row.day}|${row.metric}`, row.value]));
  const count = (day: string, metric: DailyMetric) => counters.get(`${day}|${metric}`) ?? 0;
  const active = new Map(rows.active.map((row) => [row.day, row.members]));
  const milestones = new Map(rows.milestones.map((row) => [row.day, row]));
  // The day before the range carries everyone who registered or became premium earlier.
  const before = milestones.get(dayBefore(from));
  let registered = before?.signups ?? 0;
  let everPremium = before?.premium ?? 0;
  return daysBetween(from, to).map((day) => {
    const today = milestones.get(day);
    registered += today?.signups ?? 0;
    everPremium += today?.premium ?? 0;
    const [likes, passes, matches] = [count(day, 'likes'), count(day, 'passes'), count(day, 'matches')];
    return {
      day,
      signups: count(day, 'signups'),
      activeMembers: active.get(day) ?? 0,
      likes,
      passes,
      superLikes: count(day, 'super_likes'),
      likeRate: share(likes, likes + passes),
      matches,
      matchRate: share(matches, likes),
      messages: count(day, 'messages'),
      newPremium: today?.premium ?? 0,
      premiumConversion: share(everPremium, registered),
      premiumRevenueCents: count(day, 'premium_revenue_cents'),
      consumablesBought: count(day, 'consumables_bought'),
      consumablesUsed: count(day, 'consumables_used'),
      consumableRevenueCents: count(day, 'consumable_revenue_cents'),
    };
  });
};

/** Week k of a cohort is shown only once it has started within the range. */
const cohortsOf = (rows: AnalyticsRows, to: string): RetentionCohort[] => {
  const active = new Map(rows.cohortActivity.map((row) => [`${row.week}|${row.since}`, row.active]));
  return [...rows.cohortSizes]
    .sort((a, b) => a.week.localeCompare(b.week))
    .map(({ week, members }) => {
      const weeks = Math.floor((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${week}T00:00:00Z`)) / (7 * MS_PER_DAY)) + 1;
      return { week, members, retention: Array.from({ length: weeks }, (_, since) => (active.get(`${week}|${since}`) ?? 0) / members) };
    });
};

const funnelOf = ({ funnel }: AnalyticsRows): AnalyticsFunnel => ({
  signedUp: funnel.signed_up,
  matched: funnel.matched,
  messaged: funnel.messaged,
  matchConversion: share(funnel.matched, funnel.signed_up),
  messageConversion: share(funnel.messaged, funnel.matched),
});

export const analyticsReport = (rows: AnalyticsRows, range: AnalyticsRange): AnalyticsReport => ({
  ...range,
  days: seriesOf(rows, range.from, range.to),
  cohorts: cohortsOf(rows, range.to),
  funnel: funnelOf(rows),
});

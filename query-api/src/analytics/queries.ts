import type pg from 'pg';

/** `$1` from, `$2` to (dates), `$3` exclude demo: the demo community's members are left out (`m.demo`). */
const MEMBER_FILTER = `(NOT $3::boolean OR NOT m.demo)`;

const DAILY = `
SELECT to_char(day, 'YYYY-MM-DD') AS day, metric, sum(value)::float8 AS value FROM public.analytics_daily
WHERE day BETWEEN $1::date AND $2::date AND (NOT $3::boolean OR NOT demo) GROUP BY day, metric`;

/** The projector keeps registered members only, with their demo flag. */
const ACTIVE = `
SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*)::int AS members FROM public.analytics_activity
WHERE day BETWEEN $1::date AND $2::date AND (NOT $3::boolean OR NOT demo) GROUP BY day`;

/** Members registered and members ever premium, by day in the range, with the totals before it (for running shares). */
const MEMBER_MILESTONES = `
SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(signups)::int AS signups, sum(premium)::int AS premium FROM (
  SELECT greatest(m.signup_day, $1::date - 1) AS day, 1 AS signups, 0 AS premium FROM public.analytics_members m
  WHERE m.signup_day <= $2::date AND ${MEMBER_FILTER}
  UNION ALL
  SELECT greatest(m.first_premium_day, $1::date - 1), 0, 1 FROM public.analytics_members m
  WHERE m.first_premium_day <= $2::date AND ${MEMBER_FILTER}
) t GROUP BY day`;

/** Monday of a date's week, in date arithmetic (date_trunc would go through a time zone for every row). */
const mondayOf = (column: string) => `(${column} - (extract(isodow FROM ${column})::int - 1))`;

/** Weeks start on Monday (ISO, UTC). Registration makes every member active in week 0. */
const COHORT_SIZES = `
SELECT to_char(week, 'YYYY-MM-DD') AS week, members FROM (
  SELECT ${mondayOf('m.signup_day')} AS week, count(*)::int AS members
  FROM public.analytics_members m WHERE m.signup_day BETWEEN $1::date AND $2::date AND ${MEMBER_FILTER} GROUP BY 1
) t`;

/** From the weekly table: one row per member and week, so counting needs no distinct. */
const COHORT_ACTIVITY = `
SELECT to_char(week, 'YYYY-MM-DD') AS week, since, active FROM (
  SELECT c.week, (w.week - c.week) / 7 AS since, count(*)::int AS active
  FROM (SELECT m.member_id, ${mondayOf('m.signup_day')} AS week FROM public.analytics_members m
        WHERE m.signup_day BETWEEN $1::date AND $2::date AND ${MEMBER_FILTER}) c
  JOIN public.analytics_active_weeks w ON w.member_id = c.member_id AND w.week >= c.week AND w.week <= $2::date
  GROUP BY 1, 2
) t`;

/** A milestone reached after the range still counts: the funnel follows the range's signups to today. */
const FUNNEL = `
SELECT count(*)::int AS signed_up,
  count(*) FILTER (WHERE m.first_match_day IS NOT NULL)::int AS matched,
  count(*) FILTER (WHERE m.first_match_day IS NOT NULL AND m.first_message_day IS NOT NULL)::int AS messaged
FROM public.analytics_members m WHERE m.signup_day BETWEEN $1::date AND $2::date AND ${MEMBER_FILTER}`;

export interface AnalyticsRange {
  from: string;
  to: string;
  excludeDemo: boolean;
}

export interface AnalyticsRows {
  daily: { day: string; metric: string; value: number }[];
  active: { day: string; members: number }[];
  milestones: { day: string; signups: number; premium: number }[];
  cohortSizes: { week: string; members: number }[];
  cohortActivity: { week: string; since: number; active: number }[];
  funnel: { signed_up: number; matched: number; messaged: number };
}

export const readAnalytics = async (pool: pg.Pool, { from, to, excludeDemo }: AnalyticsRange): Promise<AnalyticsRows> => {
  const parameters = [from, to, excludeDemo];
  const [daily, active, milestones, cohortSizes, cohortActivity, funnel] = await Promise.all([
    pool.query(DAILY, parameters),
    pool.query(ACTIVE, parameters),
    pool.query(MEMBER_MILESTONES, parameters),
    pool.query(COHORT_SIZES, parameters),
    pool.query(COHORT_ACTIVITY, parameters),
    pool.query(FUNNEL, parameters),
  ]);
  return {
    daily: daily.rows,
    active: active.rows,
    milestones: milestones.rows,
    cohortSizes: cohortSizes.rows,
    cohortActivity: cohortActivity.rows,
    funnel: funnel.rows[0],
  };
};

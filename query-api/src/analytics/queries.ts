import type pg from 'pg';

/** `$1` from, `$2` to (dates), `$3` exclude demo: the demo community's members are left out (`m.demo`). */
const MEMBER_FILTER = `(NOT $3::boolean OR NOT m.demo)`;

const DAILY = `
SELECT to_char(day, 'YYYY-MM-DD') AS day, metric, sum(value)::float8 AS value FROM public.analytics_daily
WHERE day BETWEEN $1::date AND $2::date AND (NOT $3::boolean OR NOT demo) GROUP BY day, metric`;

/** Only registered members count as active: the anonymous, system and operator actors have no member row. */
const ACTIVE = `
SELECT to_char(a.day, 'YYYY-MM-DD') AS day, count(*)::int AS members
FROM public.analytics_activity a JOIN public.analytics_members m ON m.member_id = a.member_id
WHERE a.day BETWEEN $1::date AND $2::date AND ${MEMBER_FILTER} GROUP BY a.day`;

/** Members registered and members ever premium, by day in the range, with the totals before it (for running shares). */
const MEMBER_MILESTONES = `
SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(signups)::int AS signups, sum(premium)::int AS premium FROM (
  SELECT greatest(m.signup_day, $1::date - 1) AS day, 1 AS signups, 0 AS premium FROM public.analytics_members m
  WHERE m.signup_day <= $2::date AND ${MEMBER_FILTER}
  UNION ALL
  SELECT greatest(m.first_premium_day, $1::date - 1), 0, 1 FROM public.analytics_members m
  WHERE m.first_premium_day <= $2::date AND ${MEMBER_FILTER}
) t GROUP BY day`;

/** Weeks start on Monday (ISO, UTC). Registration makes every member active in week 0. */
const COHORT_SIZES = `
SELECT to_char(date_trunc('week', m.signup_day), 'YYYY-MM-DD') AS week, count(*)::int AS members
FROM public.analytics_members m WHERE m.signup_day BETWEEN $1::date AND $2::date AND ${MEMBER_FILTER} GROUP BY 1`;

const COHORT_ACTIVITY = `
SELECT to_char(date_trunc('week', m.signup_day), 'YYYY-MM-DD') AS week,
  ((date_trunc('week', a.day)::date - date_trunc('week', m.signup_day)::date) / 7)::int AS since,
  count(DISTINCT m.member_id)::int AS active
FROM public.analytics_members m JOIN public.analytics_activity a ON a.member_id = m.member_id
WHERE m.signup_day BETWEEN $1::date AND $2::date AND a.day BETWEEN m.signup_day AND $2::date AND ${MEMBER_FILTER}
GROUP BY 1, 2`;

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

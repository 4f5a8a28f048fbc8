/**
 * Daily grain, by UTC day. Counters sit in `analytics_daily`; who was active which day and each
 * member's milestones (signup, first match, first message, first premium) stay per member, so
 * distinct counts, cohorts and the funnel are read over any range. `analytics_watermark` is the
 * last position counted: counters are sums, so an event is added only once.
 */
export const INIT = `
CREATE TABLE analytics_watermark (id boolean PRIMARY KEY DEFAULT true CHECK (id), position text COLLATE "C" NOT NULL);
CREATE TABLE analytics_daily (
  day date NOT NULL,
  demo boolean NOT NULL,
  metric text NOT NULL,
  value bigint NOT NULL,
  PRIMARY KEY (day, metric, demo)
);
CREATE TABLE analytics_members (
  member_id text PRIMARY KEY,
  signup_day date NOT NULL,
  demo boolean NOT NULL,
  first_match_day date,
  first_message_day date,
  first_premium_day date
);
-- Only registered members: the anonymous, system and operator actors are not members; demo is the member's flag.
CREATE TABLE analytics_activity (day date NOT NULL, member_id text NOT NULL, demo boolean NOT NULL, PRIMARY KEY (day, member_id));
-- The same by ISO week (Monday, UTC): retention cohorts count members per week without a distinct over days.
CREATE TABLE analytics_active_weeks (member_id text NOT NULL, week date NOT NULL, PRIMARY KEY (member_id, week));
`;

/** The dashboards' reads by signup, premium and member; the projector's writes go by primary key. */
export const INDEXES = `
CREATE INDEX IF NOT EXISTS analytics_members_by_signup ON analytics_members (signup_day);
CREATE INDEX IF NOT EXISTS analytics_members_by_premium ON analytics_members (first_premium_day) WHERE first_premium_day IS NOT NULL;
CREATE INDEX IF NOT EXISTS analytics_activity_by_member ON analytics_activity (member_id, day);
`;

export const WATERMARK = `SELECT position FROM analytics_watermark`;
export const MOVE_WATERMARK = `
INSERT INTO analytics_watermark (position) VALUES ($1) ON CONFLICT (id) DO UPDATE SET position = excluded.position
`;

export const ADD_DAILY = `
INSERT INTO analytics_daily (day, demo, metric, value)
SELECT * FROM unnest($1::date[], $2::boolean[], $3::text[], $4::bigint[])
ON CONFLICT (day, metric, demo) DO UPDATE SET value = analytics_daily.value + excluded.value
`;

/** Runs after the batch's registrations, so a member who signs up and acts in one batch is known. */
export const ADD_ACTIVITY = `
WITH days AS (
  SELECT t.member_id, t.day, m.demo FROM unnest($1::text[], $2::date[]) AS t(member_id, day) JOIN analytics_members m ON m.member_id = t.member_id
),
weeks AS (
  INSERT INTO analytics_active_weeks (member_id, week) SELECT DISTINCT member_id, date_trunc('week', day)::date FROM days ON CONFLICT DO NOTHING
)
INSERT INTO analytics_activity (member_id, day, demo) SELECT member_id, day, demo FROM days ON CONFLICT DO NOTHING
`;

export const ADD_MEMBERS = `
INSERT INTO analytics_members (member_id, signup_day, demo) SELECT * FROM unnest($1::text[], $2::date[], $3::boolean[])
ON CONFLICT (member_id) DO NOTHING
`;

/** Keeps the earliest day: a milestone seen again later changes nothing. */
export const setFirst = (column: 'first_match_day' | 'first_message_day' | 'first_premium_day') => `
UPDATE analytics_members m SET ${column} = LEAST(coalesce(m.${column}, f.day), f.day)
FROM unnest($1::text[], $2::date[]) AS f(member_id, day) WHERE m.member_id = f.member_id
`;

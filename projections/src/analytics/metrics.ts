/** The counters kept per UTC day (and per demo flag) in `analytics_daily`. */
export const DAILY_METRICS = [
  'signups',
  'likes',
  'passes',
  'super_likes',
  'matches',
  'messages',
  'premium_periods',
  'premium_revenue_cents',
  'consumables_bought',
  'consumables_used',
  'consumable_revenue_cents',
] as const;
export type DailyMetric = (typeof DAILY_METRICS)[number];

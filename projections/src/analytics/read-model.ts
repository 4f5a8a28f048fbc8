/**
 * The analytics read model as readers see it (`@sankofa/projections/analytics`): its public views,
 * their rows, and the metrics `analytics_daily` counts.
 */
/** `analytics_watermark` is the projector's own bookkeeping (the last position counted), published like every table. */
export const ANALYTICS_VIEWS = ['analytics_active_weeks', 'analytics_activity', 'analytics_daily', 'analytics_members', 'analytics_watermark'] as const;
/** The projector that writes these views: what a read of them waits for after a write (read-your-writes). */
export const ANALYTICS_PROJECTOR = 'analytics';
export { DAILY_METRICS, type DailyMetric } from './metrics.ts';

/** `public.analytics_daily`: one counter for one UTC day, split by whether the demo community did it. */
export interface AnalyticsDailyRow {
  day: string;
  demo: boolean;
  metric: string;
  value: string;
}

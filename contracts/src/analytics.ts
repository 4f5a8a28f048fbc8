import { z } from 'zod';
import { route } from './route.ts';

/** The widest range the dashboard reads at once: a year, leap day included. */
export const MAX_ANALYTICS_RANGE_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
const day = (field: string) =>
  z
    .string({ error: `${field} is required (YYYY-MM-DD)` })
    .regex(DAY, { error: `${field} must be a date as YYYY-MM-DD` })
    .refine((value) => !DAY.test(value) || new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), { error: `${field} is not a real date` });

/** Days from `from` to `to`, both counted. */
export const daysInRange = (from: string, to: string): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY + 1;

export const analyticsQuery = z
  .object({
    from: day('from'),
    to: day('to'),
    /** 'true' leaves out what the demo community did by itself (its members and their activity). */
    excludeDemo: z.enum(['true', 'false'], { error: 'excludeDemo must be true or false' }).default('false').transform((value) => value === 'true'),
  })
  .refine(({ from, to }) => from <= to, { error: 'from must be on or before to', path: ['from'] })
  .refine(({ from, to }) => daysInRange(from, to) <= MAX_ANALYTICS_RANGE_DAYS, {
    error: `The range must be at most ${MAX_ANALYTICS_RANGE_DAYS} days`,
    path: ['to'],
  });
export type AnalyticsQuery = z.input<typeof analyticsQuery>;

/** One UTC day's product numbers. Rates are shares between 0 and 1, null when nothing was there to divide. */
export const analyticsDay = z.object({
  day: z.string(),
  signups: z.number(),
  activeMembers: z.number(),
  likes: z.number(),
  passes: z.number(),
  superLikes: z.number(),
  /** likes / (likes + passes) */
  likeRate: z.number().nullable(),
  matches: z.number(),
  /** matches / likes: the share of likes that completed a match. */
  matchRate: z.number().nullable(),
  messages: z.number(),
  /** Members whose first premium period started that day. */
  newPremium: z.number(),
  /** Members ever premium / members registered, at the end of the day. */
  premiumConversion: z.number().nullable(),
  premiumRevenueCents: z.number(),
  consumablesBought: z.number(),
  consumablesUsed: z.number(),
  consumableRevenueCents: z.number(),
});
export type AnalyticsDay = z.infer<typeof analyticsDay>;

/** Members who signed up in one week (weeks start on Monday, UTC) and the share active in each week after. */
export const retentionCohort = z.object({
  week: z.string(),
  members: z.number(),
  /** Index k: the share of the cohort active in week k after signing up (week 0 is the signup week). */
  retention: z.array(z.number()),
});
export type RetentionCohort = z.infer<typeof retentionCohort>;

/** Members who signed up in the range, how many went on to a first match, and of those to a first message. */
export const analyticsFunnel = z.object({
  signedUp: z.number(),
  matched: z.number(),
  messaged: z.number(),
  /** matched / signedUp */
  matchConversion: z.number().nullable(),
  /** messaged / matched */
  messageConversion: z.number().nullable(),
});
export type AnalyticsFunnel = z.infer<typeof analyticsFunnel>;

/** Product dashboards over a UTC date range, for administrators only. */
export const getAnalytics = route({
  method: 'GET',
  path: '/api/admin/analytics',
  query: analyticsQuery,
  response: z.object({ from: z.string(), to: z.string(), excludeDemo: z.boolean(), days: z.array(analyticsDay), cohorts: z.array(retentionCohort), funnel: analyticsFunnel }),
});
export type AnalyticsReport = z.infer<typeof getAnalytics.response>;

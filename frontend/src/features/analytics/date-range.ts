import { MAX_ANALYTICS_RANGE_DAYS, daysInRange } from '@sankofa/contracts';

export interface DateRange {
  from: string;
  to: string;
  excludeDemo: boolean;
}

const MS_PER_DAY = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const utcDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The last `days` UTC days, today included. */
export const lastDays = (days: number, now = Date.now()): DateRange => ({ from: utcDay(now - (days - 1) * MS_PER_DAY), to: utcDay(now), excludeDemo: false });

/** What is wrong with a range before asking the server, or null; the server checks the same rules. */
export const rangeProblem = ({ from, to }: DateRange): string | null => {
  if (!DAY.test(from) || !DAY.test(to)) return 'Choose both dates';
  if (from > to) return 'The start must be on or before the end';
  if (daysInRange(from, to) > MAX_ANALYTICS_RANGE_DAYS) return `Choose at most ${MAX_ANALYTICS_RANGE_DAYS} days`;
  return null;
};

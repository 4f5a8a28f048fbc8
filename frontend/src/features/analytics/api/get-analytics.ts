import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getAnalytics } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import type { DateRange } from '../date-range.ts';

export const analyticsKey = (range: DateRange) => [getAnalytics.path, range.from, range.to, range.excludeDemo] as const;

export const fetchAnalytics = ({ from, to, excludeDemo }: DateRange) => callRoute(getAnalytics, { query: { from, to, excludeDemo: excludeDemo ? 'true' : 'false' } });

/** The previous range's charts stay while the next one loads, so changing a date does not blank the screen. */
export const analyticsQueryOptions = (range: DateRange) =>
  queryOptions({ queryKey: analyticsKey(range), queryFn: () => fetchAnalytics(range), placeholderData: keepPreviousData });

export const useAnalytics = (range: DateRange) => useQuery(analyticsQueryOptions(range));

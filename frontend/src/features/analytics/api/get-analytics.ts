import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsReport } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import type { DateRange } from '../date-range.ts';

export const analyticsKey = (range: DateRange) => ['/api/admin/analytics', range.from, range.to, range.excludeDemo] as const;

export const fetchAnalytics = ({ from, to, excludeDemo }: DateRange) =>
  apiGet<AnalyticsReport>(`/api/admin/analytics?${new URLSearchParams({ from, to, excludeDemo: String(excludeDemo) })}`);

/** The previous range's charts stay while the next one loads, so changing a date does not blank the screen. */
export const analyticsQueryOptions = (range: DateRange) =>
  queryOptions({ queryKey: analyticsKey(range), queryFn: () => fetchAnalytics(range), placeholderData: keepPreviousData });

export const useAnalytics = (range: DateRange) => useQuery(analyticsQueryOptions(range));

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeTravelTablePage } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const tablePath = (buildId: string, table: string) => `/api/admin/time-travel/builds/${encodeURIComponent(buildId)}/tables/${encodeURIComponent(table)}`;

export const fetchTimeTravelTablePage = (buildId: string, table: string, page: number) => apiGet<TimeTravelTablePage>(`${tablePath(buildId, table)}?page=${page}`);
export const timeTravelTablePageQueryOptions = (buildId: string, table: string, page: number) =>
  queryOptions({ queryKey: [tablePath(buildId, table), page], queryFn: () => fetchTimeTravelTablePage(buildId, table, page), placeholderData: keepPreviousData });
export const useTimeTravelTablePage = (buildId: string, table: string, page: number) => useQuery(timeTravelTablePageQueryOptions(buildId, table, page));

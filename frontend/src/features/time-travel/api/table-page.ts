import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { browseTimeTravelTable } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const fetchTimeTravelTablePage = (buildId: string, table: string, page: number) => callRoute(browseTimeTravelTable, { params: { id: buildId, table }, query: { page } });
export const timeTravelTablePageQueryOptions = (buildId: string, table: string, page: number) =>
  queryOptions({ queryKey: [browseTimeTravelTable.path, buildId, table, page], queryFn: () => fetchTimeTravelTablePage(buildId, table, page), placeholderData: keepPreviousData });
export const useTimeTravelTablePage = (buildId: string, table: string, page: number) => useQuery(timeTravelTablePageQueryOptions(buildId, table, page));

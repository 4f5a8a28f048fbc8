import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeTravelBuild } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const timeTravelBuildKey = (id: string) => ['/api/admin/time-travel/builds', id] as const;

export const fetchTimeTravelBuild = (id: string) => apiGet<TimeTravelBuild>(`/api/admin/time-travel/builds/${encodeURIComponent(id)}`);
/** Polled while it builds, so the progress moves; still once done or failed. */
export const timeTravelBuildQueryOptions = (id: string) =>
  queryOptions({
    queryKey: timeTravelBuildKey(id),
    queryFn: () => fetchTimeTravelBuild(id),
    refetchInterval: (query) => (query.state.data?.status === 'building' ? 500 : false),
  });
export const useTimeTravelBuild = (id: string) => useQuery(timeTravelBuildQueryOptions(id));

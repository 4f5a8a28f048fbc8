import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTimeTravelBuild } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const timeTravelBuildKey = (id: string) => [getTimeTravelBuild.path, id] as const;

export const fetchTimeTravelBuild = (id: string) => callRoute(getTimeTravelBuild, { params: { id } });
/** Polled while it builds, so the progress moves; still once done or failed. */
export const timeTravelBuildQueryOptions = (id: string) =>
  queryOptions({
    queryKey: timeTravelBuildKey(id),
    queryFn: () => fetchTimeTravelBuild(id),
    refetchInterval: (query) => (query.state.data?.status === 'building' ? 500 : false),
  });
export const useTimeTravelBuild = (id: string) => useQuery(timeTravelBuildQueryOptions(id));

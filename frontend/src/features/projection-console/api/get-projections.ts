import { queryOptions, useQuery } from '@tanstack/react-query';
import { listProjections } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const projectionsKey = [listProjections.path] as const;

/** The console is live by polling: positions, lag and a rebuild's progress move every second or so. */
export const PROJECTIONS_REFRESH_MS = 1500;

export const fetchProjections = () => callRoute(listProjections);
export const projectionsQueryOptions = () => queryOptions({ queryKey: projectionsKey, queryFn: fetchProjections, refetchInterval: PROJECTIONS_REFRESH_MS });
export const useProjections = () => useQuery(projectionsQueryOptions());

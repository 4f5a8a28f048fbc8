import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectionConsole } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const projectionsKey = ['/api/admin/projections'] as const;

/** The console is live by polling: positions, lag and a rebuild's progress move every second or so. */
export const PROJECTIONS_REFRESH_MS = 1500;

export const fetchProjections = () => apiGet<ProjectionConsole>(projectionsKey[0]);
export const projectionsQueryOptions = () => queryOptions({ queryKey: projectionsKey, queryFn: fetchProjections, refetchInterval: PROJECTIONS_REFRESH_MS });
export const useProjections = () => useQuery(projectionsQueryOptions());

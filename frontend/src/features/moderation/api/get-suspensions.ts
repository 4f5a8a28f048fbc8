import { queryOptions, useQuery } from '@tanstack/react-query';
import { listSuspensions, type Suspension } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export type { Suspension };

export const suspensionsQueryKey = [listSuspensions.path] as const;

export const getSuspensions = () => callRoute(listSuspensions);

export const suspensionsQueryOptions = () => queryOptions({ queryKey: suspensionsQueryKey, queryFn: getSuspensions });

/** The members suspended now, latest first. */
export const useSuspensions = () => useQuery(suspensionsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Suspension } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export type { Suspension };

export const suspensionsQueryKey = ['/api/admin/suspensions'] as const;

export const getSuspensions = (): Promise<Suspension[]> => apiGet('/api/admin/suspensions');

export const suspensionsQueryOptions = () => queryOptions({ queryKey: suspensionsQueryKey, queryFn: getSuspensions });

/** The members suspended now, latest first. */
export const useSuspensions = () => useQuery(suspensionsQueryOptions());

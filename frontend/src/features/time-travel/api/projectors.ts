import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listTimeTravelProjectors, ResponseOf } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export type TimeTravelProjectors = ResponseOf<typeof listTimeTravelProjectors>;
export const timeTravelProjectorsKey = ['/api/admin/time-travel/projectors'] as const;

export const fetchTimeTravelProjectors = () => apiGet<TimeTravelProjectors>(timeTravelProjectorsKey[0]);
export const timeTravelProjectorsQueryOptions = () => queryOptions({ queryKey: timeTravelProjectorsKey, queryFn: fetchTimeTravelProjectors, staleTime: Infinity });
export const useTimeTravelProjectors = () => useQuery(timeTravelProjectorsQueryOptions());

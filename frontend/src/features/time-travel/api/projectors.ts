import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTimeTravelProjectors } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const timeTravelProjectorsKey = [listTimeTravelProjectors.path] as const;

export const fetchTimeTravelProjectors = () => callRoute(listTimeTravelProjectors);
export const timeTravelProjectorsQueryOptions = () => queryOptions({ queryKey: timeTravelProjectorsKey, queryFn: fetchTimeTravelProjectors, staleTime: Infinity });
export const useTimeTravelProjectors = () => useQuery(timeTravelProjectorsQueryOptions());

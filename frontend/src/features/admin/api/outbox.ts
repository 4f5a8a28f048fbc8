import { queryOptions, useQuery } from '@tanstack/react-query';
import { listDevelopmentOutbox } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const outboxKey = [listDevelopmentOutbox.path] as const;

export const fetchOutbox = () => callRoute(listDevelopmentOutbox);
/** Refreshed every few seconds: a code sent a moment ago should be there when the admin looks. */
export const outboxQueryOptions = () => queryOptions({ queryKey: outboxKey, queryFn: fetchOutbox, refetchInterval: 3000 });
export const useOutbox = () => useQuery(outboxQueryOptions());

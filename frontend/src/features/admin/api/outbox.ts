import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listDevelopmentOutbox, ResponseOf } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export type Outbox = ResponseOf<typeof listDevelopmentOutbox>;
export const outboxKey = ['/api/admin/outbox'] as const;

export const fetchOutbox = () => apiGet<Outbox>(outboxKey[0]);
/** Refreshed every few seconds: a code sent a moment ago should be there when the admin looks. */
export const outboxQueryOptions = () => queryOptions({ queryKey: outboxKey, queryFn: fetchOutbox, refetchInterval: 3000 });
export const useOutbox = () => useQuery(outboxQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf, listReports } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export type PendingReport = ResponseOf<typeof listReports>[number];

export const reportsQueryKey = ['/api/admin/reports'] as const;

export const getReports = (): Promise<PendingReport[]> => apiGet('/api/admin/reports');

export const reportsQueryOptions = () => queryOptions({ queryKey: reportsQueryKey, queryFn: getReports });

/** The moderation queue, oldest pending report first, with its context. */
export const useReports = () => useQuery(reportsQueryOptions());

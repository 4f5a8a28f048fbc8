import { queryOptions, useQuery } from '@tanstack/react-query';
import { listReports, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export type PendingReport = ResponseOf<typeof listReports>[number];

export const reportsQueryKey = [listReports.path] as const;

export const getReports = (): Promise<PendingReport[]> => callRoute(listReports);

export const reportsQueryOptions = () => queryOptions({ queryKey: reportsQueryKey, queryFn: getReports });

/** The moderation queue, oldest pending report first, with its context. */
export const useReports = () => useQuery(reportsQueryOptions());

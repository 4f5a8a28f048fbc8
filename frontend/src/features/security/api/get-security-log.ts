import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf, getFraudLogs } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export type SecurityLog = ResponseOf<typeof getFraudLogs>;

/** The member's own security log, newest first (the spec's fraud-log call, for the signed-in member rather than user 1). */
export const fetchSecurityLog = (memberId: string) => apiGet<SecurityLog>(`/api/admin/fraud-logs/${encodeURIComponent(memberId)}`);

export const securityLogQueryOptions = (memberId: string) =>
  queryOptions({ queryKey: ['/api/admin/fraud-logs', memberId] as const, queryFn: () => fetchSecurityLog(memberId) });

export const useSecurityLog = (memberId: string | undefined) => useQuery({ ...securityLogQueryOptions(memberId ?? ''), enabled: memberId !== undefined });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getFraudLogs, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export type SecurityLog = ResponseOf<typeof getFraudLogs>;

/** The member's own security log, newest first (the spec's fraud-log call, for the signed-in member rather than user 1). */
export const fetchSecurityLog = (memberId: string): Promise<SecurityLog> => callRoute(getFraudLogs, { params: { id: memberId } });

export const securityLogQueryOptions = (memberId: string) =>
  queryOptions({ queryKey: [getFraudLogs.path, memberId] as const, queryFn: () => fetchSecurityLog(memberId) });

export const useSecurityLog = (memberId: string | undefined) => useQuery({ ...securityLogQueryOptions(memberId ?? ''), enabled: memberId !== undefined });

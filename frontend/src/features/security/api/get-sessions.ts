import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseOf, getMySessions } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export type MySessions = ResponseOf<typeof getMySessions>;

const sessionsQueryKey = ['/api/user/sessions'] as const;

/** Where the member is signed in, newest first, the session asking marked. */
export const fetchSessions = () => apiGet<MySessions>(sessionsQueryKey[0]);

export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionsQueryKey, queryFn: fetchSessions });

export const useSessions = (enabled: boolean) => useQuery({ ...sessionsQueryOptions(), enabled });

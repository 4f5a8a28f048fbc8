import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMySessions, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export type MySessions = ResponseOf<typeof getMySessions>;

const sessionsQueryKey = [getMySessions.path] as const;

/** Where the member is signed in, newest first, the session asking marked. */
export const fetchSessions = (): Promise<MySessions> => callRoute(getMySessions);

export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionsQueryKey, queryFn: fetchSessions });

export const useSessions = (enabled: boolean) => useQuery({ ...sessionsQueryOptions(), enabled });

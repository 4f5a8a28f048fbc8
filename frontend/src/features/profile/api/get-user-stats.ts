import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberStats } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export type UserStats = MemberStats;

export const getUserStats = (): Promise<UserStats> => apiGet<UserStats>('/api/user/stats');

export const getUserStatsQueryOptions = () => queryOptions({ queryKey: ['/api/user/stats'], queryFn: getUserStats });

export const useUserStats = () => useQuery(getUserStatsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export interface UserStats {
  matches: number;
  likesGiven: number;
  superLikes: number;
}

export const getUserStats = (): Promise<UserStats> => apiGet<UserStats>('/api/user/stats');

export const getUserStatsQueryOptions = () => queryOptions({ queryKey: ['/api/user/stats'], queryFn: getUserStats });

export const useUserStats = () => useQuery(getUserStatsQueryOptions());

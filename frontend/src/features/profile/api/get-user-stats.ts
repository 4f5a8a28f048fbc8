import { queryOptions, useQuery } from '@tanstack/react-query';
import { getUserStats as getUserStatsContract, type MemberStats } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export type UserStats = MemberStats;

export const getUserStats = (): Promise<UserStats> => callRoute(getUserStatsContract);

export const getUserStatsQueryOptions = () => queryOptions({ queryKey: [getUserStatsContract.path], queryFn: getUserStats });

export const useUserStats = () => useQuery(getUserStatsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTrustScore } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const trustScoreQueryKey = [getTrustScore.path] as const;

/** The member's trust score: the four parts, the overall score and level, the security score and her badges. */
export const fetchTrustScore = () => callRoute(getTrustScore);

export const trustScoreQueryOptions = () => queryOptions({ queryKey: trustScoreQueryKey, queryFn: fetchTrustScore });

export const useTrustScore = () => useQuery(trustScoreQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTrustScore } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const trustScoreKey = [getTrustScore.path] as const;

/** The member's trust score from the trust read model: the four parts, the overall score, its level and the points still to earn. */
export const fetchTrustScore = () => callRoute(getTrustScore);
export const trustScoreQueryOptions = () => queryOptions({ queryKey: trustScoreKey, queryFn: fetchTrustScore });
export const useTrustScore = () => useQuery(trustScoreQueryOptions());

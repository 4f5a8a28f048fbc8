import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrustScore } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const trustScoreKey = ['/api/user/trust-score'] as const;

/** The member's trust score from the trust read model: the four parts, the overall score, its level and the points still to earn. */
export const fetchTrustScore = () => apiGet<TrustScore>(trustScoreKey[0]);
export const trustScoreQueryOptions = () => queryOptions({ queryKey: trustScoreKey, queryFn: fetchTrustScore });
export const useTrustScore = () => useQuery(trustScoreQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrustScore } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export const trustScoreQueryKey = ['/api/user/trust-score'] as const;

/** The member's trust score: the four parts, the overall score and level, the security score and her badges. */
export const fetchTrustScore = () => apiGet<TrustScore>(trustScoreQueryKey[0]);

export const trustScoreQueryOptions = () => queryOptions({ queryKey: trustScoreQueryKey, queryFn: fetchTrustScore });

export const useTrustScore = () => useQuery(trustScoreQueryOptions());

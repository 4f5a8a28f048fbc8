import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client.ts';

/** GET /api/user/trust-score as the trust read model answers it (its contract lives with that feature). */
export interface TrustScore {
  overallScore: number;
  verificationScore: number;
  behaviorScore: number;
  activityScore: number;
  socialScore: number;
  level?: string;
  securityScore?: number;
}

export const trustScoreKey = ['/api/user/trust-score'] as const;

/** Null while the server has no trust score route (404): the card then shows what the badges alone give. */
export const fetchTrustScore = async (): Promise<TrustScore | null> => {
  try {
    return await apiGet<TrustScore>(trustScoreKey[0]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};
export const trustScoreQueryOptions = () => queryOptions({ queryKey: trustScoreKey, queryFn: fetchTrustScore });
export const useTrustScore = () => useQuery(trustScoreQueryOptions());

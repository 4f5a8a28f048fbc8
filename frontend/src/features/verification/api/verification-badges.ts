import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listVerificationBadges, ResponseOf } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export type VerificationBadges = ResponseOf<typeof listVerificationBadges>;
export const verificationBadgesKey = ['/api/user/verification-badges'] as const;

export const fetchVerificationBadges = () => apiGet<VerificationBadges>(verificationBadgesKey[0]);
export const verificationBadgesQueryOptions = () => queryOptions({ queryKey: verificationBadgesKey, queryFn: fetchVerificationBadges });
export const useVerificationBadges = () => useQuery(verificationBadgesQueryOptions());

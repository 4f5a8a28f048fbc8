import { queryOptions, useQuery } from '@tanstack/react-query';
import { listVerificationBadges } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const verificationBadgesKey = [listVerificationBadges.path] as const;

export const fetchVerificationBadges = () => callRoute(listVerificationBadges);
export const verificationBadgesQueryOptions = () => queryOptions({ queryKey: verificationBadgesKey, queryFn: fetchVerificationBadges });
export const useVerificationBadges = () => useQuery(verificationBadgesQueryOptions());

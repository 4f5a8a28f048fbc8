import { queryOptions, useQuery } from '@tanstack/react-query';
import type { listVerificationRequests, ResponseOf } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';

export type VerificationRequests = ResponseOf<typeof listVerificationRequests>;
export const verificationRequestsKey = ['/api/verification/requests'] as const;

export const fetchVerificationRequests = () => apiGet<VerificationRequests>(verificationRequestsKey[0]);
export const verificationRequestsQueryOptions = () => queryOptions({ queryKey: verificationRequestsKey, queryFn: fetchVerificationRequests });
export const useVerificationRequests = () => useQuery(verificationRequestsQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { listVerificationRequests } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const verificationRequestsKey = [listVerificationRequests.path] as const;

export const fetchVerificationRequests = () => callRoute(listVerificationRequests);
export const verificationRequestsQueryOptions = () => queryOptions({ queryKey: verificationRequestsKey, queryFn: fetchVerificationRequests });
export const useVerificationRequests = () => useQuery(verificationRequestsQueryOptions());

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { listInfluencerApplications, ResponseOf, verifyInfluencer } from '@sankofa/contracts';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export type InfluencerApplications = ResponseOf<typeof listInfluencerApplications>;
export const influencerApplicationsKey = ['/api/admin/influencer-applications'] as const;

export const fetchInfluencerApplications = () => apiGet<InfluencerApplications>(influencerApplicationsKey[0]);
export const influencerApplicationsQueryOptions = () => queryOptions({ queryKey: influencerApplicationsKey, queryFn: fetchInfluencerApplications });
export const useInfluencerApplications = () => useQuery(influencerApplicationsQueryOptions());

export interface InfluencerDecision {
  memberId: string;
  decision: 'verify' | 'reject';
  reason?: string;
}

export const postInfluencerDecision = ({ memberId, decision, reason }: InfluencerDecision) =>
  apiSend<ResponseOf<typeof verifyInfluencer>>('POST', `/api/admin/influencer-applications/${encodeURIComponent(memberId)}/${decision}`, decision === 'reject' ? { reason } : {});

export function useInfluencerDecision() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postInfluencerDecision, onSettled: () => queryClient.invalidateQueries({ queryKey: influencerApplicationsKey }) });
}

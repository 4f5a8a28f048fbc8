import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listInfluencerApplications, rejectInfluencer, verifyInfluencer, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export type InfluencerApplications = ResponseOf<typeof listInfluencerApplications>;
export const influencerApplicationsKey = [listInfluencerApplications.path] as const;

export const fetchInfluencerApplications = () => callRoute(listInfluencerApplications);
export const influencerApplicationsQueryOptions = () => queryOptions({ queryKey: influencerApplicationsKey, queryFn: fetchInfluencerApplications });
export const useInfluencerApplications = () => useQuery(influencerApplicationsQueryOptions());

export interface InfluencerDecision {
  memberId: string;
  decision: 'verify' | 'reject';
  /** Sent with a rejection only. */
  reason: string;
}

export const postInfluencerDecision = ({ memberId, decision, reason }: InfluencerDecision): Promise<ResponseOf<typeof verifyInfluencer | typeof rejectInfluencer>> =>
  decision === 'reject' ? callRoute(rejectInfluencer, { params: { memberId }, body: { reason } }) : callRoute(verifyInfluencer, { params: { memberId } });

export function useInfluencerDecision() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postInfluencerDecision, onSettled: () => queryClient.invalidateQueries({ queryKey: influencerApplicationsKey }) });
}

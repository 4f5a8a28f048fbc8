import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { applyAsInfluencer, BodyOf, myInfluencerStatus, ResponseOf } from '@sankofa/contracts';
import { apiGet, apiSend } from '../../../lib/api-client.ts';

export const myApplicationKey = ['/api/influencer-application'] as const;

/** The reader's own application status: decides what the Apply/Host tab offers. */
export const fetchMyApplication = () => apiGet<ResponseOf<typeof myInfluencerStatus>>(myApplicationKey[0]);
export const myApplicationQueryOptions = () => queryOptions({ queryKey: myApplicationKey, queryFn: fetchMyApplication });
export const useMyInfluencerApplication = () => useQuery(myApplicationQueryOptions());

export type ApplicationBody = BodyOf<typeof applyAsInfluencer>;

export const postApplication = (body: ApplicationBody) => apiSend<ResponseOf<typeof applyAsInfluencer>>('POST', myApplicationKey[0], body);

export function useApplyAsInfluencer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postApplication, onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationKey }) });
}

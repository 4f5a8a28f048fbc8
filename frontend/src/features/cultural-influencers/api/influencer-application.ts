import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyAsInfluencer, myInfluencerStatus, type BodyOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const myApplicationKey = [myInfluencerStatus.path] as const;

/** The reader's own application status: decides what the Apply/Host tab offers. */
export const fetchMyApplication = () => callRoute(myInfluencerStatus);
export const myApplicationQueryOptions = () => queryOptions({ queryKey: myApplicationKey, queryFn: fetchMyApplication });
export const useMyInfluencerApplication = () => useQuery(myApplicationQueryOptions());

export type ApplicationBody = BodyOf<typeof applyAsInfluencer>;

export const postApplication = (body: ApplicationBody) => callRoute(applyAsInfluencer, { body });

export function useApplyAsInfluencer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postApplication, onSuccess: () => queryClient.invalidateQueries({ queryKey: myApplicationKey }) });
}

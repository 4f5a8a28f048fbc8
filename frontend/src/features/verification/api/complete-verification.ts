import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeVerification, type BodyOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { trustScoreKey } from './trust-score.ts';
import { verificationBadgesKey } from './verification-badges.ts';
import { verificationRequestsKey } from './verification-requests.ts';

export type CompleteBody = BodyOf<typeof completeVerification>;

export const postCompleteVerification = (body: CompleteBody) => callRoute(completeVerification, { body });

/** Every outcome can move the requests, the badges and the score. */
export function useCompleteVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postCompleteVerification,
    onSettled: () =>
      Promise.all([verificationRequestsKey, verificationBadgesKey, trustScoreKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitVideoSelfie, type BodyOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { trustScoreKey } from './trust-score.ts';
import { verificationBadgesKey } from './verification-badges.ts';
import { verificationRequestsKey } from './verification-requests.ts';

export const postVideoSelfie = (body: BodyOf<typeof submitVideoSelfie>) => callRoute(submitVideoSelfie, { body });

/** The models answer at once (approved, rejected with why, or in review): the requests, badges and score may all move. */
export function useSubmitVideoSelfie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postVideoSelfie,
    onSettled: () => Promise.all([verificationRequestsKey, verificationBadgesKey, trustScoreKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordSwipe } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { discoveryQueryKey } from '../../../lib/discovery/discovery-query-key.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';
import { passedProfilesQueryKey } from './get-passed-profiles.ts';

/** A like on a passed profile: the server allows it for premium members only. */
export const likeAgain = (memberId: string) => callRoute(recordSwipe, { body: { swipedId: memberId, isLike: true } });

export function useLikeAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeAgain,
    onSuccess: () => {
      for (const queryKey of [passedProfilesQueryKey, discoveryQueryKey, matchesQueryKey]) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

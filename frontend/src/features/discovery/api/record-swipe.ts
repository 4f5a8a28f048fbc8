import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordSwipe as recordSwipeContract, type SwipeBody, type SwipeResponse } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { discoveryQueryKey } from '../../../lib/discovery/discovery-query-key.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';

export type SwipeDecision = SwipeBody;
/** `match` only when this like made the match; `matchedUser` is the other member's card. */
export type SwipeResult = SwipeResponse;
export type MadeMatch = NonNullable<SwipeResponse['match']>;

export const recordSwipe = (decision: SwipeDecision): Promise<SwipeResult> => callRoute(recordSwipeContract, { body: decision });

/** Discover and the matches refetch after each swipe, from at least the swipe's own position. */
export function useRecordSwipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordSwipe,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: discoveryQueryKey });
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
    },
  });
}

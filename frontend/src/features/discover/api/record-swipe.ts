import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { discoveryQueryKey } from '../../../lib/discovery/discovery-query-key.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';
import type { PublicMember } from '../../../lib/member.ts';

export interface SwipeDecision {
  swipedId: string;
  isLike: boolean;
  isSuperLike?: boolean;
}

export interface MadeMatch {
  id: string;
  userId1: string;
  userId2: string;
  matchedUser: PublicMember;
}

export interface SwipeResult {
  swipe: SwipeDecision;
  match?: MadeMatch;
}

export const recordSwipe = (decision: SwipeDecision): Promise<SwipeResult> => apiSend('POST', '/api/swipes', decision);

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

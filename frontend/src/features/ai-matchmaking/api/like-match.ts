import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recordSwipe } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { aiInsightsKey } from './ai-insights.ts';
import { aiMatchesKey } from './ai-matches.ts';

/** Like Match is the same like Discover records; the learned weights and rates move with it. */
export const likeMatch = (swipedId: string) => callRoute(recordSwipe, { body: { swipedId, isLike: true } });

export function useLikeMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeMatch,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: aiMatchesKey });
      void queryClient.invalidateQueries({ queryKey: aiInsightsKey });
    },
  });
}

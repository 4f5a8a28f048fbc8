import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unmatch as unmatchContract } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { discoveryQueryKey } from '../../../lib/discovery/discovery-query-key.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';

export const unmatch = (matchId: string) => callRoute(unmatchContract, { params: { id: matchId } });

/** After an unmatch their swipes start over, so they may show up in Discover again. */
export function useUnmatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unmatch,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
      void queryClient.invalidateQueries({ queryKey: discoveryQueryKey });
    },
  });
}

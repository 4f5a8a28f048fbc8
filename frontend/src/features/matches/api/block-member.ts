import { useMutation, useQueryClient } from '@tanstack/react-query';
import { blockMember as blockMemberContract, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { discoveryQueryKey } from '../../../lib/discovery/discovery-query-key.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';

export const blockMember = (memberId: string): Promise<ResponseOf<typeof blockMemberContract>> => callRoute(blockMemberContract, { params: { id: memberId } });

/** A block ends the match and hides both members from each other everywhere. */
export function useBlockMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockMember,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: matchesQueryKey });
      void queryClient.invalidateQueries({ queryKey: discoveryQueryKey });
    },
  });
}

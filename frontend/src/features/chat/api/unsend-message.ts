import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unsendMessage as unsendMessageContract } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';

export const unsendMessage = ({ matchId, messageId }: { matchId: string; messageId: string }) =>
  callRoute(unsendMessageContract, { params: { id: matchId, messageId } });

/** The conversation and the list's last message both change. */
export function useUnsendMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unsendMessage, onSuccess: () => queryClient.invalidateQueries({ queryKey: matchesQueryKey }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf, sendMessage as sendMessageContract } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';

export interface NewMessage {
  matchId: string;
  senderId: string;
  content: string;
}

export const sendMessage = ({ matchId, senderId, content }: NewMessage): Promise<ResponseOf<typeof sendMessageContract>> =>
  apiSend('POST', `${matchesQueryKey[0]}/${encodeURIComponent(matchId)}/messages`, { senderId, content });

/** The conversation and the list's last message both change. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchesQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';
import type { ChatMessage } from './get-messages.ts';

export interface NewMessage {
  matchId: string;
  senderId: string;
  content: string;
}

export const sendMessage = ({ matchId, senderId, content }: NewMessage): Promise<{ message: ChatMessage }> =>
  apiSend('POST', `${matchesQueryKey[0]}/${encodeURIComponent(matchId)}/messages`, { senderId, content });

/** The conversation and the list's last message both change. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchesQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendMessage as sendMessageContract } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { idempotencyHeaders } from '../../../lib/idempotency-key.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';

export interface NewMessage {
  matchId: string;
  senderId: string;
  content: string;
  /** The client's id of this message, sent as the Idempotency-Key: a retry after a failure is recorded once. */
  clientMessageId: string;
  /** She saw 'Are you sure?' for this text and sends it anyway. */
  confirmedDespiteWarning?: boolean;
}

export const sendMessage = ({ matchId, senderId, content, clientMessageId, confirmedDespiteWarning }: NewMessage) =>
  callRoute(sendMessageContract, { params: { id: matchId }, body: { senderId, content, confirmedDespiteWarning }, headers: idempotencyHeaders(clientMessageId) });

/** The conversation and the list's last message both change. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchesQueryKey }),
  });
}

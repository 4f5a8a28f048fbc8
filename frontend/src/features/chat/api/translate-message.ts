import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf, translateMessage as translateMessageContract } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';
import { getMessagesQueryOptions } from './get-messages.ts';

export interface MessageTranslationRequest {
  matchId: string;
  messageId: string;
  targetLanguage: string;
}

/** Stored for the reader, so the translation is read back with the conversation. */
export const translateMessage = ({ matchId, messageId, targetLanguage }: MessageTranslationRequest): Promise<ResponseOf<typeof translateMessageContract>> =>
  apiSend('POST', `${matchesQueryKey[0]}/${encodeURIComponent(matchId)}/messages/${encodeURIComponent(messageId)}/translate`, {
    targetLanguage,
  });

export function useTranslateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: translateMessage,
    onSuccess: (_, { matchId }) => queryClient.invalidateQueries({ queryKey: getMessagesQueryOptions(matchId).queryKey }),
  });
}

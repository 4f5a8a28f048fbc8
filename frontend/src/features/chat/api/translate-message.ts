import { useMutation, useQueryClient } from '@tanstack/react-query';
import { translateMessage as translateMessageContract } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { getMessagesQueryOptions } from './get-messages.ts';

export interface MessageTranslationRequest {
  matchId: string;
  messageId: string;
  targetLanguage: string;
}

/** Stored for the reader, so the translation is read back with the conversation. */
export const translateMessage = ({ matchId, messageId, targetLanguage }: MessageTranslationRequest) =>
  callRoute(translateMessageContract, { params: { id: matchId, messageId }, body: { targetLanguage } });

export function useTranslateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: translateMessage,
    onSuccess: (_, { matchId }) => queryClient.invalidateQueries({ queryKey: getMessagesQueryOptions(matchId).queryKey }),
  });
}

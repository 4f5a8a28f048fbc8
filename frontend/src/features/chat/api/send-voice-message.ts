import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendMessage as sendMessageContract, uploadMedia, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';

export interface NewVoiceMessage {
  matchId: string;
  senderId: string;
  recording: Blob;
  seconds: number;
}

/** The recording goes to media storage first, privately (only the two of them hear it); the message then names it with its length. */
export async function sendVoiceMessage({ matchId, senderId, recording, seconds }: NewVoiceMessage): Promise<ResponseOf<typeof sendMessageContract>> {
  const form = new FormData();
  form.append('kind', 'audio');
  form.append('access', 'private');
  form.append('file', recording, 'voice-message.webm');
  const { url } = await callRoute(uploadMedia, { form });
  return callRoute(sendMessageContract, { params: { id: matchId }, body: { senderId, messageType: 'voice', voiceUrl: url, voiceDuration: seconds } });
}

export function useSendVoiceMessage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendVoiceMessage, onSuccess: () => queryClient.invalidateQueries({ queryKey: matchesQueryKey }) });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatPrivacy, ResponseOf, saveChatPrivacy as saveChatPrivacyContract } from '@sankofa/contracts';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';

const PATH = '/api/user/chat-privacy';

export const getChatPrivacy = (): Promise<ChatPrivacy> => apiGet<ChatPrivacy>(PATH);
export const chatPrivacyQueryOptions = () => queryOptions({ queryKey: [PATH], queryFn: getChatPrivacy });
export const useChatPrivacy = () => useQuery(chatPrivacyQueryOptions());

export const saveChatPrivacy = (privacy: ChatPrivacy): Promise<ResponseOf<typeof saveChatPrivacyContract>> => apiSend('POST', PATH, privacy);

/** Presence and ticks are mutual, so the matches and conversations are read again too. */
export function useSaveChatPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChatPrivacy,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [PATH] });
      await queryClient.invalidateQueries({ queryKey: matchesQueryKey });
    },
  });
}

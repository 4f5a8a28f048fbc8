import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getChatPrivacy as getChatPrivacyContract, saveChatPrivacy as saveChatPrivacyContract, type ChatPrivacy } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';

const chatPrivacyQueryKey = [getChatPrivacyContract.path] as const;

export const getChatPrivacy = () => callRoute(getChatPrivacyContract);
export const chatPrivacyQueryOptions = () => queryOptions({ queryKey: chatPrivacyQueryKey, queryFn: getChatPrivacy });
export const useChatPrivacy = () => useQuery(chatPrivacyQueryOptions());

export const saveChatPrivacy = (privacy: ChatPrivacy) => callRoute(saveChatPrivacyContract, { body: privacy });

/** Presence and ticks are mutual, so the matches and conversations are read again too. */
export function useSaveChatPrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChatPrivacy,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: chatPrivacyQueryKey });
      await queryClient.invalidateQueries({ queryKey: matchesQueryKey });
    },
  });
}

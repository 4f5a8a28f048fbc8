import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageView } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';

/** A message as the reader sees it: the translation fields are the reader's own. */
export type ChatMessage = MessageView;

/** Oldest first. */
export const getMessages = (matchId: string): Promise<ChatMessage[]> =>
  apiGet<ChatMessage[]>(`${matchesQueryKey[0]}/${encodeURIComponent(matchId)}/messages`);

/** Under the matches key, so live messages and unmatches refresh the conversation too. */
export const getMessagesQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: [...matchesQueryKey, matchId, 'messages'], queryFn: () => getMessages(matchId) });

export const useMessages = (matchId: string) => useQuery(getMessagesQueryOptions(matchId));

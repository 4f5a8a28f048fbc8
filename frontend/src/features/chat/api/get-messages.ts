import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listMessages, MESSAGES_PAGE_SIZE, type MessageView } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';

/** A message as the reader sees it: the translation fields are the reader's own, `status` on their own messages. */
export type ChatMessage = MessageView;

/** One page, oldest first: the latest messages, or those before message `before`. */
export const getMessages = (matchId: string, before?: string): Promise<ChatMessage[]> =>
  callRoute(listMessages, { params: { id: matchId }, query: { limit: MESSAGES_PAGE_SIZE, before } });

/**
 * Under the matches key, so live messages and unmatches refresh the conversation too. Pages run
 * from the latest backwards: the next page is the one before the oldest message held, until a short page.
 */
export const getMessagesQueryOptions = (matchId: string) =>
  infiniteQueryOptions({
    queryKey: [...matchesQueryKey, matchId, 'messages'],
    queryFn: ({ pageParam }) => getMessages(matchId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: ChatMessage[]) => (page.length < MESSAGES_PAGE_SIZE ? undefined : page[0]?.id),
  });

/** Every loaded message, oldest first. */
export const useMessages = (matchId: string) =>
  useInfiniteQuery({ ...getMessagesQueryOptions(matchId), select: (data) => data.pages.toReversed().flat() });

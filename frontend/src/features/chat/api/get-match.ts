import { queryOptions, useQuery } from '@tanstack/react-query';
import { getMatch as getMatchContract, type MatchView } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';

/** `user` is the other member. */
export type ChatMatch = MatchView;

/** `matchOrMemberId`: the match's id, or the other member's (the celebration may link either). */
export const getMatch = (matchOrMemberId: string): Promise<ChatMatch> => callRoute(getMatchContract, { params: { id: matchOrMemberId } });

export const getMatchQueryOptions = (matchOrMemberId: string) =>
  queryOptions({ queryKey: [...matchesQueryKey, matchOrMemberId], queryFn: () => getMatch(matchOrMemberId) });

/** Presence is not pushed: the header reads it again every half minute. */
const PRESENCE_REFRESH_MS = 30_000;

export const useMatch = (matchOrMemberId: string) => useQuery({ ...getMatchQueryOptions(matchOrMemberId), refetchInterval: PRESENCE_REFRESH_MS });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';
import type { PublicMember } from '../../../lib/member.ts';

export interface ChatMatch {
  id: string;
  userId1: string;
  userId2: string;
  /** The other member. */
  user: PublicMember;
}

/** `matchOrMemberId`: the match's id, or the other member's (the celebration may link either). */
export const getMatch = (matchOrMemberId: string): Promise<ChatMatch> =>
  apiGet<ChatMatch>(`${matchesQueryKey[0]}/${encodeURIComponent(matchOrMemberId)}`);

export const getMatchQueryOptions = (matchOrMemberId: string) =>
  queryOptions({ queryKey: [...matchesQueryKey, matchOrMemberId], queryFn: () => getMatch(matchOrMemberId) });

export const useMatch = (matchOrMemberId: string) => useQuery(getMatchQueryOptions(matchOrMemberId));

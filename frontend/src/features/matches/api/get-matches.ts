import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';
import type { PublicMember } from '../../../lib/member.ts';

export interface MemberMatch {
  id: string;
  userId1: string;
  userId2: string;
  createdAt: string;
  /** The other member. */
  user: PublicMember;
  lastMessage: { content: string; createdAt: string; senderId: string } | null;
}

/** Newest first. */
export const getMatches = (): Promise<MemberMatch[]> => apiGet<MemberMatch[]>(matchesQueryKey[0]);

export const getMatchesQueryOptions = () => queryOptions({ queryKey: matchesQueryKey, queryFn: getMatches });

export const useMatches = () => useQuery(getMatchesQueryOptions());

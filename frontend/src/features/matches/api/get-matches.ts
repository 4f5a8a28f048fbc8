import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MatchView } from '@sankofa/contracts';
import { apiGet } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';

/** `user` is the other member. */
export type MemberMatch = MatchView;

/** Newest first. */
export const getMatches = (): Promise<MemberMatch[]> => apiGet<MemberMatch[]>(matchesQueryKey[0]);

export const getMatchesQueryOptions = () => queryOptions({ queryKey: matchesQueryKey, queryFn: getMatches });

export const useMatches = () => useQuery(getMatchesQueryOptions());

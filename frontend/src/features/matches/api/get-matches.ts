import { queryOptions, useQuery } from '@tanstack/react-query';
import { listMatches, type MatchView } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';

/** `user` is the other member. */
export type MemberMatch = MatchView;

/** Latest activity first (the last message, or the match). */
export const getMatches = (): Promise<MemberMatch[]> => callRoute(listMatches);

export const getMatchesQueryOptions = () => queryOptions({ queryKey: matchesQueryKey, queryFn: getMatches });

/** Presence is not pushed: the list reads it again every minute (messages and receipts arrive live). */
const PRESENCE_REFRESH_MS = 60_000;

export const useMatches = () => useQuery({ ...getMatchesQueryOptions(), refetchInterval: PRESENCE_REFRESH_MS });

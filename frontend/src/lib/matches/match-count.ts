import { queryOptions, useQuery } from '@tanstack/react-query';
import { countMatches, listMatches } from '@sankofa/contracts';
import { callRoute } from '../api-client.ts';

/**
 * The prefix of every matches query (the list, one match, its messages, the count): invalidating
 * it after a swipe, an unmatch or a live message refreshes all of them.
 */
export const matchesQueryKey = [listMatches.path] as const;

/** Shared by the bottom navigation's Matches badge and the Matches screen. */
export const getMatchCount = () => callRoute(countMatches);

export const matchCountQueryOptions = () => queryOptions({ queryKey: [...matchesQueryKey, 'count'], queryFn: getMatchCount });

export const useMatchCount = ({ enabled }: { enabled: boolean }) => useQuery({ ...matchCountQueryOptions(), enabled });

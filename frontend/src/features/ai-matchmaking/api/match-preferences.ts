import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getMatchPreferences, saveMatchPreferences as saveMatchPreferencesContract, type MatchPreferencesBody, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { aiMatchesKey } from './ai-matches.ts';

export type MatchPreferences = ResponseOf<typeof getMatchPreferences>;

export const matchPreferencesKey = [getMatchPreferences.path] as const;

export const matchPreferencesQueryOptions = () => queryOptions({ queryKey: matchPreferencesKey, queryFn: () => callRoute(getMatchPreferences) });

export const useMatchPreferences = () => useQuery(matchPreferencesQueryOptions());

export const saveMatchPreferences = (body: MatchPreferencesBody) => callRoute(saveMatchPreferencesContract, { body });

/** A save re-scores the recommendations: they are asked for again from the save's position. */
export function useSaveMatchPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMatchPreferences,
    onSuccess: (_saved, body) => {
      queryClient.setQueryData(matchPreferencesKey, body);
      return queryClient.invalidateQueries({ queryKey: aiMatchesKey });
    },
  });
}

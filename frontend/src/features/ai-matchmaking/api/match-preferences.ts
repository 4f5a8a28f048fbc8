import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { getMatchPreferences, MatchPreferencesBody, ResponseOf } from '@sankofa/contracts';
import { apiGet, apiSend } from '../../../lib/api-client.ts';
import { aiMatchesKey } from './ai-matches.ts';

export type MatchPreferences = ResponseOf<typeof getMatchPreferences>;

export const matchPreferencesKey = ['/api/user/match-preferences'] as const;

export const matchPreferencesQueryOptions = () => queryOptions({ queryKey: matchPreferencesKey, queryFn: () => apiGet<MatchPreferences>(matchPreferencesKey[0]) });

export const useMatchPreferences = () => useQuery(matchPreferencesQueryOptions());

export const saveMatchPreferences = (body: MatchPreferencesBody) => apiSend('POST', '/api/user/match-preferences', body);

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

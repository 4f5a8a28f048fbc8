import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePreferences as savePreferencesContract, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { discoveryQueryKey } from '../../../lib/discovery/discovery-query-key.ts';
import { getPreferencesQueryOptions, type Preferences } from '../../../lib/preferences/get-preferences.ts';

export const savePreferences = (preferences: Preferences): Promise<ResponseOf<typeof savePreferencesContract>> => callRoute(savePreferencesContract, { body: preferences });

/** Discover shows other people once the filters change. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getPreferencesQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: discoveryQueryKey });
    },
  });
}

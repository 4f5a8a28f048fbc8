import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveLanguagePreferences as saveLanguagePreferencesContract, type LanguagePreferencesBody, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';

export type LanguagePreferences = LanguagePreferencesBody;

export const saveLanguagePreferences = (preferences: LanguagePreferences): Promise<ResponseOf<typeof saveLanguagePreferencesContract>> =>
  callRoute(saveLanguagePreferencesContract, { body: preferences });

/** The member's record carries the preferred language the translate button reads. */
export function useSaveLanguagePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguagePreferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LanguagePreferencesBody } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';

export type LanguagePreferences = LanguagePreferencesBody;

export const saveLanguagePreferences = (preferences: LanguagePreferences): Promise<unknown> =>
  apiSend('POST', '/api/user/language-preferences', preferences);

/** The member's record carries the preferred language the translate button reads. */
export function useSaveLanguagePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLanguagePreferences,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveInterfaceLanguage as saveInterfaceLanguageContract, type InterfaceLanguageBody, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';

export const saveInterfaceLanguage = (body: InterfaceLanguageBody): Promise<ResponseOf<typeof saveInterfaceLanguageContract>> =>
  callRoute(saveInterfaceLanguageContract, { body });

/** Saved to the member, so the next login (on any device) opens in the same language. */
export function useSaveInterfaceLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInterfaceLanguage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveSensitiveDataConsent, type ResponseOf, type SensitiveDataConsentChoice } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';

export const saveConsent = (consent: SensitiveDataConsentChoice): Promise<ResponseOf<typeof saveSensitiveDataConsent>> =>
  callRoute(saveSensitiveDataConsent, { body: consent });

/** Saves her whole choice; her own record says what she consents to now. */
export function useSaveSensitiveDataConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConsent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf, activatePremium } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';

export const activatePremiumNow = (): Promise<ResponseOf<typeof activatePremium>> => apiSend('POST', '/api/user/premium', { activate: true });

/** Premium shows everywhere the current member is read (profile panel, Upgrade buttons) once it is on. */
export function useActivatePremium() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activatePremiumNow,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf, activatePremium } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';
import { idempotencyHeaders, useActionKeys } from '../../../lib/idempotency-key.ts';

export const activatePremiumNow = (idempotencyKey: string): Promise<ResponseOf<typeof activatePremium>> =>
  apiSend('POST', '/api/user/premium', { activate: true }, { headers: idempotencyHeaders(idempotencyKey) });

/** Premium shows everywhere the current member is read (profile panel, Upgrade buttons) once it is on. */
export function useActivatePremium() {
  const queryClient = useQueryClient();
  const keys = useActionKeys();
  return useMutation({
    mutationFn: () => activatePremiumNow(keys.keyFor('activate')),
    onSuccess: () => {
      keys.succeeded('activate');
      return queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activatePremium } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';
import { idempotencyHeaders, useActionKeys } from '../../../lib/idempotency-key.ts';

export const activatePremiumNow = (idempotencyKey: string) => callRoute(activatePremium, { body: { activate: true }, headers: idempotencyHeaders(idempotencyKey) });

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

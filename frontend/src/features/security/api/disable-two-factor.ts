import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disableTwoFactor as disableTwoFactorContract, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';

export const disableTwoFactor = (code: string): Promise<ResponseOf<typeof disableTwoFactorContract>> => callRoute(disableTwoFactorContract, { body: { code } });

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}

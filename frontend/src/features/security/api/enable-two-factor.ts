import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enableTwoFactor as enableTwoFactorContract, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';

export const enableTwoFactor = (code: string): Promise<ResponseOf<typeof enableTwoFactorContract>> => callRoute(enableTwoFactorContract, { body: { code } });

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}

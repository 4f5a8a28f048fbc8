import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';

export const enableTwoFactor = (code: string): Promise<{ twoFactorEnabled: true; position: string | null }> =>
  apiSend('POST', '/api/auth/two-factor/enable', { code });

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}

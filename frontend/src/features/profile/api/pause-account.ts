import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pauseAccount as pauseAccountContract, resumeAccount as resumeAccountContract, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/auth/current-user.ts';

export const pauseAccount = (): Promise<ResponseOf<typeof pauseAccountContract>> => callRoute(pauseAccountContract);
export const resumeAccount = (): Promise<ResponseOf<typeof resumeAccountContract>> => callRoute(resumeAccountContract);

/** Pauses or resumes the account; the member's own record says which it is now. */
export function useSetAccountPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) => (paused ? pauseAccount() : resumeAccount()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
}

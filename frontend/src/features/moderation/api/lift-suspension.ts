import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf, liftSuspension as liftSuspensionContract } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { suspensionsQueryKey } from './get-suspensions.ts';

export const liftSuspension = (memberId: string): Promise<ResponseOf<typeof liftSuspensionContract>> =>
  apiSend('POST', `/api/admin/members/${encodeURIComponent(memberId)}/lift-suspension`);

export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: liftSuspension, onSettled: () => queryClient.invalidateQueries({ queryKey: suspensionsQueryKey }) });
}

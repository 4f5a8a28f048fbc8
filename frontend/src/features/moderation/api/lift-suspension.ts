import { useMutation, useQueryClient } from '@tanstack/react-query';
import { liftSuspension as liftSuspensionContract } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { suspensionsQueryKey } from './get-suspensions.ts';

export const liftSuspension = (memberId: string) => callRoute(liftSuspensionContract, { params: { id: memberId } });

export function useLiftSuspension() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: liftSuspension, onSettled: () => queryClient.invalidateQueries({ queryKey: suspensionsQueryKey }) });
}

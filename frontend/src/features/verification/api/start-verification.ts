import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startVerification, type BodyOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { verificationRequestsKey } from './verification-requests.ts';

export const postStartVerification = (body: BodyOf<typeof startVerification>) => callRoute(startVerification, { body });

export function useStartVerification() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postStartVerification, onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationRequestsKey }) });
}

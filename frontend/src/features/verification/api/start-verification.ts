import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf, startVerification } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { verificationRequestsKey } from './verification-requests.ts';

export const postStartVerification = (body: BodyOf<typeof startVerification>) =>
  apiSend<ResponseOf<typeof startVerification>>('POST', '/api/verification/start', body);

export function useStartVerification() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postStartVerification, onSuccess: () => queryClient.invalidateQueries({ queryKey: verificationRequestsKey }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryProjection } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { projectionsKey } from './get-projections.ts';

export const postRetry = (name: string) => callRoute(retryProjection, { params: { name } });

export function useRetryProjector() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postRetry, onSettled: () => queryClient.invalidateQueries({ queryKey: projectionsKey }) });
}

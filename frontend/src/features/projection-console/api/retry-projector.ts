import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf, retryProjection } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { projectionsKey } from './get-projections.ts';

export const postRetry = (name: string) => apiSend<ResponseOf<typeof retryProjection>>('POST', `/api/admin/projections/${encodeURIComponent(name)}/retry`, {});

export function useRetryProjector() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postRetry, onSettled: () => queryClient.invalidateQueries({ queryKey: projectionsKey }) });
}

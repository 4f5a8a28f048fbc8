import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { rebuildProjection, ResponseOf } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { projectionsKey } from './get-projections.ts';

export const postRebuild = (name: string) => apiSend<ResponseOf<typeof rebuildProjection>>('POST', `/api/admin/projections/${encodeURIComponent(name)}/rebuild`, {});

export function useRequestRebuild() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postRebuild, onSettled: () => queryClient.invalidateQueries({ queryKey: projectionsKey }) });
}

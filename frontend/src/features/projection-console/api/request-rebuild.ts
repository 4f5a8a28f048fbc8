import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rebuildProjection } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { projectionsKey } from './get-projections.ts';

export const postRebuild = (name: string) => callRoute(rebuildProjection, { params: { name } });

export function useRequestRebuild() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postRebuild, onSettled: () => queryClient.invalidateQueries({ queryKey: projectionsKey }) });
}

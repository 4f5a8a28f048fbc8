import { useMutation, useQueryClient } from '@tanstack/react-query';
import { skipProjectionEvent, type SkipProjectionEventBody } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { projectionsKey } from './get-projections.ts';

export interface SkipRequest extends SkipProjectionEventBody {
  name: string;
}

export const postSkip = ({ name, position, reason }: SkipRequest) => callRoute(skipProjectionEvent, { params: { name }, body: { position, reason } });

export function useSkipEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postSkip, onSettled: () => queryClient.invalidateQueries({ queryKey: projectionsKey }) });
}

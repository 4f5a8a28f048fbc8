import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf, skipProjectionEvent, SkipProjectionEventBody } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { projectionsKey } from './get-projections.ts';

export interface SkipRequest extends SkipProjectionEventBody {
  name: string;
}

export const postSkip = ({ name, position, reason }: SkipRequest) =>
  apiSend<ResponseOf<typeof skipProjectionEvent>>('POST', `/api/admin/projections/${encodeURIComponent(name)}/skip`, { position, reason });

export function useSkipEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postSkip, onSettled: () => queryClient.invalidateQueries({ queryKey: projectionsKey }) });
}

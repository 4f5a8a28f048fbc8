import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, createInfluencerEvent, ResponseOf } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { influencerEventsKey } from './influencer-events.ts';

export type EventBody = BodyOf<typeof createInfluencerEvent>;

export const postInfluencerEvent = (body: EventBody) => apiSend<ResponseOf<typeof createInfluencerEvent>>('POST', '/api/influencer-event', body);

export function useCreateInfluencerEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postInfluencerEvent, onSuccess: () => queryClient.invalidateQueries({ queryKey: influencerEventsKey }) });
}

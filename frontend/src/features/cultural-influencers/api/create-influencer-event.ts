import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createInfluencerEvent, type BodyOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { influencerEventsKey } from './influencer-events.ts';

export type EventBody = BodyOf<typeof createInfluencerEvent>;

export const postInfluencerEvent = (body: EventBody) => callRoute(createInfluencerEvent, { body });

export function useCreateInfluencerEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postInfluencerEvent, onSuccess: () => queryClient.invalidateQueries({ queryKey: influencerEventsKey }) });
}

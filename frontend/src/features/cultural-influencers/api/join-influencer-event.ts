import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { joinInfluencerEvent, leaveInfluencerEvent, ResponseOf } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { influencerEventsKey } from './influencer-events.ts';

/** Join or leave; either way the events refresh (spec: joining refreshes the events). */
export const setParticipation = ({ eventId, join }: { eventId: string; join: boolean }) =>
  apiSend<ResponseOf<typeof joinInfluencerEvent> | ResponseOf<typeof leaveInfluencerEvent>>('POST', `/api/${join ? 'join' : 'leave'}-influencer-event/${encodeURIComponent(eventId)}`, {});

export function useInfluencerEventParticipation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setParticipation, onSettled: () => queryClient.invalidateQueries({ queryKey: influencerEventsKey }) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { joinInfluencerEvent, leaveInfluencerEvent } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { influencerEventsKey } from './influencer-events.ts';

/** Join or leave; either way the events refresh (spec: joining refreshes the events). */
export const setParticipation = ({ eventId, join }: { eventId: string; join: boolean }) =>
  callRoute(join ? joinInfluencerEvent : leaveInfluencerEvent, { params: { id: eventId } });

export function useInfluencerEventParticipation() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setParticipation, onSettled: () => queryClient.invalidateQueries({ queryKey: influencerEventsKey }) });
}

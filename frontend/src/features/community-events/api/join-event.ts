import { useMutation, useQueryClient } from '@tanstack/react-query';
import { joinEvent } from '@sankofa/contracts';
import { callRoute, serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { eventsKey } from './community-event-keys.ts';

export const postJoinEvent = (eventId: string) => callRoute(joinEvent, { params: { id: eventId } });

export function useJoinEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postJoinEvent,
    onSuccess: () => toast({ title: 'Joined Successfully!', description: 'Your place is saved. See you there!' }),
    onError: (error) => toast({ title: 'Failed to Join', description: serverMessageOf(error) ?? 'Event might be full', variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsKey }),
  });
}

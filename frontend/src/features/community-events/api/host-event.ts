import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hostEvent, type BodyOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { eventsKey } from './community-event-keys.ts';

export const postHostEvent = (body: BodyOf<typeof hostEvent>) => callRoute(hostEvent, { body });

/** Failures are left to the form, which shows the server's message beside the fields. */
export function useHostEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postHostEvent,
    onSuccess: () => {
      toast({ title: 'Event Created!', description: 'Your event has been scheduled and is now live.' });
      void queryClient.invalidateQueries({ queryKey: eventsKey });
    },
  });
}

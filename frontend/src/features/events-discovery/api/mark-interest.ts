import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { markEventInterest, ResponseOf } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { eventsKey } from './event-keys.ts';

export const postInterest = (eventId: string) => apiSend<ResponseOf<typeof markEventInterest>>('POST', `/api/events/${encodeURIComponent(eventId)}/interest`, {});

export function useMarkInterest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postInterest,
    onSuccess: ({ interested }) => {
      toast({ title: interested ? 'Interest Expressed' : 'Interest Withdrawn', description: interested ? 'Your matches can see you are interested.' : undefined });
      void queryClient.invalidateQueries({ queryKey: eventsKey });
    },
    onError: () => toast({ title: 'Could not mark your interest', variant: 'destructive' }),
  });
}

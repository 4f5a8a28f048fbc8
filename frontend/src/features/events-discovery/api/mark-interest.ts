import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markEventInterest } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { eventsKey } from './event-keys.ts';

export const postInterest = (eventId: string) => callRoute(markEventInterest, { params: { id: eventId }, body: {} });

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

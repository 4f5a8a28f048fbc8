import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookmarkEvent } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { eventsKey } from './event-keys.ts';

export const postBookmark = (eventId: string) => callRoute(bookmarkEvent, { params: { id: eventId }, body: {} });

export function useBookmarkEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postBookmark,
    onSuccess: ({ bookmarked }) => {
      toast({ title: bookmarked ? 'Event Bookmarked' : 'Bookmark Removed', description: bookmarked ? 'Find it again under your saved events.' : undefined });
      void queryClient.invalidateQueries({ queryKey: eventsKey });
    },
    onError: () => toast({ title: 'Could not save the event', variant: 'destructive' }),
  });
}

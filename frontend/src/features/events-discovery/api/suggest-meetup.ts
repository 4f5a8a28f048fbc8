import { useMutation, useQuery } from '@tanstack/react-query';
import { listMatches, suggestMeetup, type BodyOf } from '@sankofa/contracts';
import { callRoute, serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

export const postSuggestMeetup = (body: BodyOf<typeof suggestMeetup>) => callRoute(suggestMeetup, { body });

/** The member's matches, to pick whom to suggest a meetup to. */
export const useMeetupMatches = (enabled: boolean) =>
  useQuery({ queryKey: [listMatches.path], queryFn: () => callRoute(listMatches), enabled });

export function useSuggestMeetup() {
  return useMutation({
    mutationFn: postSuggestMeetup,
    onSuccess: () => toast({ title: 'Meetup Suggested', description: 'A meetup card is waiting in your chat.' }),
    onError: (error) => toast({ title: 'Could not suggest the meetup', description: serverMessageOf(error), variant: 'destructive' }),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { answerEventInvitation, inviteToEvent, listEventInvitations, listMatches, type BodyOf, type ResponseOf } from '@sankofa/contracts';
import { callRoute, serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { invitationsKey } from './community-event-keys.ts';

export type Invitation = ResponseOf<typeof listEventInvitations>[number];

export const fetchInvitations = () => callRoute(listEventInvitations);
export const invitationsQueryOptions = () => queryOptions({ queryKey: invitationsKey, queryFn: fetchInvitations });
export const useInvitations = () => useQuery(invitationsQueryOptions());

/** Whom a date can be invited: the member's matches. */
export const useInvitableMatches = (enabled: boolean) =>
  useQuery({ queryKey: [listMatches.path], queryFn: () => callRoute(listMatches), enabled });

export const postInvitation = ({ eventId, ...body }: BodyOf<typeof inviteToEvent> & { eventId: string }) =>
  callRoute(inviteToEvent, { params: { id: eventId }, body });

export function useInviteDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postInvitation,
    onSuccess: () => {
      toast({ title: 'Date invite sent!', description: 'Your invitation has been sent successfully.' });
      void queryClient.invalidateQueries({ queryKey: invitationsKey });
    },
    onError: (error) => toast({ title: 'Could not send the invite', description: serverMessageOf(error), variant: 'destructive' }),
  });
}

export const postAnswer = ({ eventId, inviteId, answer }: BodyOf<typeof answerEventInvitation> & { eventId: string; inviteId: string }) =>
  callRoute(answerEventInvitation, { params: { id: eventId, inviteId }, body: { answer } });

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAnswer,
    onSuccess: ({ answer }) => {
      toast({ title: answer === 'accepted' ? 'Invitation Accepted' : 'Invitation Declined' });
      void queryClient.invalidateQueries({ queryKey: invitationsKey });
    },
    onError: (error) => toast({ title: 'Could not answer the invitation', description: serverMessageOf(error), variant: 'destructive' }),
  });
}

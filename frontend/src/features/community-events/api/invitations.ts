import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listMatches, type answerEventInvitation, type BodyOf, type inviteToEvent, type listEventInvitations, type ResponseOf } from '@sankofa/contracts';
import { apiGet, apiSend, callRoute, serverMessageOf } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { invitationsKey } from './community-event-keys.ts';

export const fetchInvitations = () => apiGet<ResponseOf<typeof listEventInvitations>>('/api/events/invitations');
export const invitationsQueryOptions = () => queryOptions({ queryKey: invitationsKey, queryFn: fetchInvitations });
export const useInvitations = () => useQuery(invitationsQueryOptions());

/** Whom a date can be invited: the member's matches. */
export const useInvitableMatches = (enabled: boolean) =>
  useQuery({ queryKey: [listMatches.path], queryFn: () => callRoute(listMatches), enabled });

export const postInvitation = ({ eventId, ...body }: BodyOf<typeof inviteToEvent> & { eventId: string }) =>
  apiSend<ResponseOf<typeof inviteToEvent>>('POST', `/api/events/${encodeURIComponent(eventId)}/invitations`, body);

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
  apiSend<ResponseOf<typeof answerEventInvitation>>('POST', `/api/events/${encodeURIComponent(eventId)}/invitations/${encodeURIComponent(inviteId)}/answer`, { answer });

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

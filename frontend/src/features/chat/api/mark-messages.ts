import { useMutation, useQueryClient } from '@tanstack/react-query';
import { markMessagesDelivered, markMessagesRead } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { matchesQueryKey } from '../../../lib/matches/match-count.ts';

export interface Receipt {
  matchId: string;
  upToMessageId: string;
  mark: 'delivered' | 'read';
}

/** The member's client got (delivered) or the member saw (read) every message up to one. */
export const markMessages = ({ matchId, upToMessageId, mark }: Receipt) =>
  callRoute(mark === 'read' ? markMessagesRead : markMessagesDelivered, { params: { id: matchId }, body: { upToMessageId } });

/** A read clears the unread count of the Matches list. */
export function useMarkMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessages,
    onSuccess: (_, { mark }) => (mark === 'read' ? queryClient.invalidateQueries({ queryKey: matchesQueryKey, exact: true }) : undefined),
  });
}

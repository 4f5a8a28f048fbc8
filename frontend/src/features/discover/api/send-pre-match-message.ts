import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';

export interface PreMatchMessage {
  senderId: string;
  receiverId: string;
  content: string;
}

export const maxPreMatchMessageLength = 200;

export const sendPreMatchMessage = (message: PreMatchMessage): Promise<{ message: PreMatchMessage & { id: string } }> =>
  apiSend('POST', '/api/pre-match-message', message);

/** Nothing on screen reads pre-match messages back, so there is nothing to refetch. */
export const useSendPreMatchMessage = () => useMutation({ mutationFn: sendPreMatchMessage });

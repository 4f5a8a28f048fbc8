import { useMutation } from '@tanstack/react-query';
import type { PreMatchMessageBody, ResponseOf, sendPreMatchMessage as sendPreMatchMessageContract } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';

export type PreMatchMessage = PreMatchMessageBody;

export const maxPreMatchMessageLength = 200;

export const sendPreMatchMessage = (message: PreMatchMessage): Promise<ResponseOf<typeof sendPreMatchMessageContract>> =>
  apiSend('POST', '/api/pre-match-message', message);

/** Nothing on screen reads pre-match messages back, so there is nothing to refetch. */
export const useSendPreMatchMessage = () => useMutation({ mutationFn: sendPreMatchMessage });

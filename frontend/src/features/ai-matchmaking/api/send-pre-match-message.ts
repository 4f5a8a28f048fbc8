import { useMutation } from '@tanstack/react-query';
import type { PreMatchMessageBody } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';

export const MAX_PRE_MATCH_MESSAGE = 200;

/** Start Chat before matching: the premium pre-match message (the server enforces premium and one per person). */
export const sendPreMatchMessage = (message: PreMatchMessageBody) => apiSend('POST', '/api/pre-match-message', message);

export const useSendPreMatchMessage = () => useMutation({ mutationFn: sendPreMatchMessage });

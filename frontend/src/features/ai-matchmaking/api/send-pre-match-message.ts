import { useMutation } from '@tanstack/react-query';
import { sendPreMatchMessage as sendPreMatchMessageContract, type PreMatchMessageBody } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export const MAX_PRE_MATCH_MESSAGE = 200;

/** Start Chat before matching: the premium pre-match message (the server enforces premium and one per person). */
export const sendPreMatchMessage = (message: PreMatchMessageBody) => callRoute(sendPreMatchMessageContract, { body: message });

export const useSendPreMatchMessage = () => useMutation({ mutationFn: sendPreMatchMessage });

import { useMutation } from '@tanstack/react-query';
import { sendPreMatchMessage as sendPreMatchMessageContract, type PreMatchMessageBody } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

export type PreMatchMessage = PreMatchMessageBody;

export const maxPreMatchMessageLength = 200;

export const sendPreMatchMessage = (message: PreMatchMessage) => callRoute(sendPreMatchMessageContract, { body: message });

/** Nothing on screen reads pre-match messages back, so there is nothing to refetch. */
export const useSendPreMatchMessage = () => useMutation({ mutationFn: sendPreMatchMessage });

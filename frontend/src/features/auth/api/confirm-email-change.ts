import { useMutation } from '@tanstack/react-query';
import { confirmEmailChange as confirmEmailChangeContract } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

/** The link's token says whose address it is: no sign-in needed, it may be opened on another device. */
export const confirmEmailChange = (token: string) => callRoute(confirmEmailChangeContract, { body: { token }, anonymous: true });

export const useConfirmEmailChange = () => useMutation({ mutationFn: confirmEmailChange });

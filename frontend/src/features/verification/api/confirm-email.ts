import { useMutation } from '@tanstack/react-query';
import { confirmVerificationEmail } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

/** The link's token says whose e-mail it confirms: no sign-in needed. */
export const postConfirmEmail = (token: string) => callRoute(confirmVerificationEmail, { body: { token }, anonymous: true });

export const useConfirmEmail = () => useMutation({ mutationFn: postConfirmEmail });

import { useMutation } from '@tanstack/react-query';
import type { confirmVerificationEmail, ResponseOf } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';

/** The link's token says whose e-mail it confirms: no sign-in needed. */
export const postConfirmEmail = (token: string) =>
  apiSend<ResponseOf<typeof confirmVerificationEmail>>('POST', '/api/verification/confirm-email', { token }, { anonymous: true });

export const useConfirmEmail = () => useMutation({ mutationFn: postConfirmEmail });

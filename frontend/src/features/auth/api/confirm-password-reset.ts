import { useMutation } from '@tanstack/react-query';
import { confirmPasswordReset as confirmPasswordResetContract, type ConfirmPasswordResetBody } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

/** The link's token says whose password it is: no sign-in needed (and every session ends). */
export const confirmPasswordReset = (body: ConfirmPasswordResetBody) => callRoute(confirmPasswordResetContract, { body, anonymous: true });

export const useConfirmPasswordReset = () => useMutation({ mutationFn: confirmPasswordReset });

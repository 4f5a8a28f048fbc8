import { useMutation } from '@tanstack/react-query';
import { requestPasswordReset as requestPasswordResetContract } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';

/** The answer is the same whether or not an account uses the address. */
export const requestPasswordReset = (email: string) => callRoute(requestPasswordResetContract, { body: { email }, anonymous: true });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

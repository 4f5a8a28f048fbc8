import { useMutation } from '@tanstack/react-query';
import { deleteAccount as deleteAccountContract, type DeleteAccountBody, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { clearTokens } from '../../../lib/auth/session-tokens.ts';

/** `twoFactorCode` is required when two-factor is on. */
export const deleteAccount = (body: DeleteAccountBody): Promise<ResponseOf<typeof deleteAccountContract>> => callRoute(deleteAccountContract, { body });

/** Deletes the account for good; every session has ended, so this device forgets its tokens too. */
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount, onSuccess: () => clearTokens() });

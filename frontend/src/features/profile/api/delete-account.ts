import { useMutation } from '@tanstack/react-query';
import { deleteAccount as deleteAccountContract, type DeleteAccountBody, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { navigate } from 'wouter/use-browser-location';
import { clearTokens } from '../../../lib/auth/session-tokens.ts';
import { paths } from '../../../lib/paths.ts';

/** `twoFactorCode` is required when two-factor is on. */
export const deleteAccount = (body: DeleteAccountBody): Promise<ResponseOf<typeof deleteAccountContract>> => callRoute(deleteAccountContract, { body });

/**
 * Deletes the account for good; every session has ended, so this device forgets its tokens and shows that
 * it is done. Here rather than in the form: her socket, closed by the deletion, may have taken her to the
 * login screen first, and the form is gone by then.
 */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      clearTokens();
      navigate(paths.accountDeleted.href, { replace: true });
    },
  });

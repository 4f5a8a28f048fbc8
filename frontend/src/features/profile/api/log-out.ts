import { useMutation } from '@tanstack/react-query';
import { logOut as logOutContract, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { clearTokens } from '../../../lib/auth/session-tokens.ts';

/** Ends this session (the server also forgets the refresh cookie). */
export const logOut = (): Promise<ResponseOf<typeof logOutContract>> => callRoute(logOutContract);

/** Ends the session on the server, and on this device even when the server cannot be reached. */
export function useLogOut() {
  return useMutation({
    mutationFn: logOut,
    onSettled: () => clearTokens(),
  });
}

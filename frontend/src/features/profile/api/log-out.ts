import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { clearTokens } from '../../../lib/auth/session-tokens.ts';

/** Ends this session (the server also forgets the refresh cookie). */
export const logOut = (): Promise<{ position: string | null }> => apiSend('POST', '/api/auth/logout');

/** Ends the session on the server, and on this device even when the server cannot be reached. */
export function useLogOut() {
  return useMutation({
    mutationFn: logOut,
    onSettled: () => clearTokens(),
  });
}

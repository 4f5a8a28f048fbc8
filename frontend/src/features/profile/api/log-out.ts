import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { clearTokens, readRefreshToken } from '../../../lib/auth/session-tokens.ts';

export const logOut = (refreshToken: string): Promise<{ position: string | null }> =>
  apiSend('POST', '/api/auth/logout', { refreshToken });

/** Ends the session on the server, and on this device even when the server cannot be reached. */
export function useLogOut() {
  return useMutation({
    mutationFn: async () => {
      const refreshToken = readRefreshToken();
      if (refreshToken) await logOut(refreshToken);
    },
    onSettled: () => clearTokens(),
  });
}

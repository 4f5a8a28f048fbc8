import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client.ts';
import { clearTokens } from '../../../lib/auth/session-tokens.ts';

/** Ends every session of the member, this one included. */
export const signOutEverywhere = (): Promise<{ position: string | null }> => apiSend('POST', '/api/auth/logout-everywhere');

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere, onSuccess: () => clearTokens() });
}

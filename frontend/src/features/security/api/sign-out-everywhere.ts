import { useMutation } from '@tanstack/react-query';
import { logOutEverywhere, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { clearTokens } from '../../../lib/auth/session-tokens.ts';

/** Ends every session of the member, this one included. */
export const signOutEverywhere = (): Promise<ResponseOf<typeof logOutEverywhere>> => callRoute(logOutEverywhere);

export function useSignOutEverywhere() {
  return useMutation({ mutationFn: signOutEverywhere, onSuccess: () => clearTokens() });
}

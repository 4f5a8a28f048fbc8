import { useMutation } from '@tanstack/react-query';
import { logOut as logOutContract, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { clearTokens } from '../../../lib/auth/session-tokens.ts';
import { dropThisDevicePush, thisDevicePushEndpoint } from '../../../lib/pwa/device-push.ts';

/**
 * Ends this session (the server also forgets the refresh cookie) and this device's push
 * subscription: the server drops it from her devices, and the browser unsubscribes even when the
 * server cannot be reached.
 */
export const logOut = async (): Promise<ResponseOf<typeof logOutContract>> => {
  const pushEndpoint = await thisDevicePushEndpoint();
  try {
    return await callRoute(logOutContract, { body: { pushEndpoint } });
  } finally {
    await dropThisDevicePush();
  }
};

/** Ends the session on the server, and on this device even when the server cannot be reached. */
export function useLogOut() {
  return useMutation({
    mutationFn: logOut,
    onSettled: () => clearTokens(),
  });
}

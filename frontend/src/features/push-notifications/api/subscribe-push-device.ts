import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf, subscribePushDevice } from '@sankofa/contracts';
import { apiSend } from '../../../lib/api-client.ts';
import { subscribeThisDevice } from '../device-subscription.ts';
import { pushSettingsQueryOptions } from './get-push-settings.ts';

export const sendPushSubscription = (subscription: BodyOf<typeof subscribePushDevice>): Promise<ResponseOf<typeof subscribePushDevice>> =>
  apiSend('POST', '/api/push/subscriptions', subscription);

/** Asks the browser's permission, subscribes through the service worker, then tells the server where to push. */
export function useSubscribePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (publicKey: string) => sendPushSubscription(await subscribeThisDevice(publicKey)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushSettingsQueryOptions().queryKey }),
  });
}

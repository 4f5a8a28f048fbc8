import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscribePushDevice, type BodyOf, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { subscribeThisDevice } from '../device-subscription.ts';
import { pushSettingsQueryOptions } from './get-push-settings.ts';

export const sendPushSubscription = (subscription: BodyOf<typeof subscribePushDevice>): Promise<ResponseOf<typeof subscribePushDevice>> =>
  callRoute(subscribePushDevice, { body: subscription });

/** Asks the browser's permission, subscribes through the service worker, then tells the server where to push. */
export function useSubscribePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (publicKey: string) => sendPushSubscription(await subscribeThisDevice(publicKey)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushSettingsQueryOptions().queryKey }),
  });
}

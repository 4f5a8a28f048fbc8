import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unsubscribePushDevice, type ResponseOf } from '@sankofa/contracts';
import { callRoute } from '../../../lib/api-client.ts';
import { unsubscribeThisDevice } from '../device-subscription.ts';
import { pushSettingsQueryOptions } from './get-push-settings.ts';

export const deletePushSubscription = (subscriptionId: string): Promise<ResponseOf<typeof unsubscribePushDevice>> =>
  callRoute(unsubscribePushDevice, { params: { subscriptionId } });

/** The server forgets the device first, then the browser drops its subscription. */
export function useUnsubscribePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (subscriptionId: string) => {
      await deletePushSubscription(subscriptionId);
      await unsubscribeThisDevice();
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pushSettingsQueryOptions().queryKey }),
  });
}

/**
 * This device's Web Push subscription, for signing out: whoever signs in next on a shared phone
 * must not see the notifications of whoever signed out.
 */

/** The subscription this browser holds, if any; never waits for a service worker that is not installed. */
const currentSubscription = async (): Promise<PushSubscription | null> => {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  return (await registration?.pushManager?.getSubscription().catch(() => null)) ?? null;
};

/** The push service's URL for this device, which the server knows the subscription by. */
export const thisDevicePushEndpoint = async (): Promise<string | undefined> => (await currentSubscription())?.endpoint;

/** Drops the subscription in the browser too, so the push service forgets it whatever the server heard. */
export const dropThisDevicePush = async (): Promise<void> => {
  await (await currentSubscription())?.unsubscribe().catch(() => false);
};

/**
 * This browser's side of Web Push: permission, and the subscription the service worker's push
 * manager holds for the server's VAPID key.
 */

export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

/** Whether this browser can receive pushes at all, and what the member has said so far. */
export const pushSupport = (): PushSupport => {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
};

/** The VAPID public key (base64url) as the bytes pushManager.subscribe wants. */
export const applicationServerKeyOf = (publicKey: string): Uint8Array<ArrayBuffer> => {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
};

/** `ready` waits for ever when no service worker is installed: a clear failure is better than a spinner. */
const READY_TIMEOUT_MS = 10_000;

export class ServiceWorkerUnavailable extends Error {
  override name = 'ServiceWorkerUnavailable';
}

const readyRegistration = (): Promise<ServiceWorkerRegistration> =>
  Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new ServiceWorkerUnavailable('The app is not installed in this browser yet')), READY_TIMEOUT_MS)),
  ]);

export class PushPermissionDenied extends Error {
  override name = 'PushPermissionDenied';
}

/** The subscription as the server takes it: endpoint and the device's keys. */
export interface DeviceSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const asDeviceSubscription = (subscription: PushSubscription): DeviceSubscription => {
  const { endpoint, keys } = subscription.toJSON();
  return { endpoint: endpoint ?? subscription.endpoint, keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } };
};

/** This device's current subscription, if it has one. */
export const currentDeviceSubscription = async (): Promise<DeviceSubscription | null> => {
  if (pushSupport() === 'unsupported') return null;
  const registration = await readyRegistration();
  const subscription = await registration.pushManager.getSubscription();
  return subscription ? asDeviceSubscription(subscription) : null;
};

export const subscribeThisDevice = async (publicKey: string): Promise<DeviceSubscription> => {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushPermissionDenied('Notifications are blocked for this site');
  const registration = await readyRegistration();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKeyOf(publicKey) });
  return asDeviceSubscription(subscription);
};

export const unsubscribeThisDevice = async (): Promise<void> => {
  const registration = await readyRegistration();
  await (await registration.pushManager.getSubscription())?.unsubscribe();
};
